import { LearningNotFound } from "@/components/learning/learning-not-found";

export default function CourseNotFound() {
  return <LearningNotFound what="course" back={{ href: "/courses", label: "Your courses" }} />;
}
