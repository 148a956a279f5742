import { LearningSkeleton } from "@/components/learning/learning-skeleton";

export default function FreeLearningLoading() {
  return <LearningSkeleton label="Loading free learnings…" cards={4} />;
}
