import { LearningSkeleton } from "@/components/learning/learning-skeleton";

export default function FreeLearningLogLoading() {
  return <LearningSkeleton label="Loading the free learning…" />;
}
