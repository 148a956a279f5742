import { LearningNotFound } from "@/components/learning/learning-not-found";

export default function FreeLearningNotFound() {
  return <LearningNotFound door="free_learning" />;
}
