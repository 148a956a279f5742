import { useTranslations } from "next-intl";
import { Icon } from "@/components/learning/icons";
import { Badge } from "@/components/learning/status-badge";
import type { ModuleSummary } from "@/components/learning/types";

/** A module quiz's state in words: passed with the best score, tried, or not yet attempted. */
export function QuizStateBadge({ quiz }: { quiz: ModuleSummary["quiz"] }) {
  const t = useTranslations("learning.quizState");
  if (quiz.passed) {
    return (
      <Badge tone="emerald">
        <Icon name="check" className="size-3.5" />
        {t("passed", { best: quiz.best_score ?? 0 })}
      </Badge>
    );
  }
  if (quiz.best_score !== null) return <Badge tone="amber">{t("notYet", { best: quiz.best_score })}</Badge>;
  return <Badge tone="slate">{t("none")}</Badge>;
}
