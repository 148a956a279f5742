import { getTranslations } from "next-intl/server";
import { LearningSkeleton } from "@/components/learning/learning-skeleton";

export default async function CourseLoading() {
  const t = await getTranslations("loading");
  return <LearningSkeleton label={t("course")} />;
}
