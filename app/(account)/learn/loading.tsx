import { getTranslations } from "next-intl/server";
import { LearningSkeleton } from "@/components/learning/learning-skeleton";

export default async function FreeLearningLoading() {
  const t = await getTranslations("loading");
  return <LearningSkeleton label={t("freeLearnings")} cards={4} />;
}
