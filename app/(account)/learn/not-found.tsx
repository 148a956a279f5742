import { LearningNotFound } from "@/components/learning/learning-not-found";

export default function FreeLearningNotFound() {
  return <LearningNotFound what="free learning" back={{ href: "/learn", label: "Free learning" }} />;
}
