import { LearningSkeleton } from "@/components/learning/learning-skeleton";

export default function CourseLoading() {
  return <LearningSkeleton label="Loading the course…" />;
}
