import { LearningSkeleton } from "@/components/learning/learning-skeleton";

export default function CoursesLoading() {
  return <LearningSkeleton label="Loading your courses…" cards={4} />;
}
