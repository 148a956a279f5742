import { LearningNotFound } from "@/components/learning/learning-not-found";

export default function CourseNotFound() {
  return <LearningNotFound door="course" />;
}
