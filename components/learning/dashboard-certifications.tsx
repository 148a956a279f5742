import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/components/learning/format";
import { Icon } from "@/components/learning/icons";
import type { CertificationView } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const SHOWN = 3;

/** The dashboard's certification summary: the count and the latest few. */
export async function DashboardCertifications({ certifications }: { certifications: Promise<CertificationView[]> }) {
  const all = await certifications;
  const t = await getTranslations("dashboard.certifications");
  const locale = await getLocale();
  return (
    <Card
      title={t("title")}
      description={all.length ? t("valid", { count: all.length }) : undefined}
      actions={
        <ButtonLink href="/certifications" variant="secondary" size="sm">
          {t("view")}
        </ButtonLink>
      }
    >
      {all.length ? (
        <ul className="space-y-3" aria-label={t("latest")}>
          {all.slice(0, SHOWN).map((c) => (
            <li key={c.id} className="flex items-start gap-3">
              <span className="mt-0.5 rounded-full bg-emerald-50 p-1.5 text-emerald-700">
                <Icon name="award" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{c.course.name}</p>
                <p className="text-sm text-slate-600">
                  {t.rich("line", { level: c.level_label, number: () => <span className="font-mono">{c.number}</span>, date: formatDate(c.issued_at, locale) ?? "" })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("none")}</p>
      )}
      {all.length > SHOWN ? <p className="mt-3 text-sm text-slate-600">{t("more", { count: all.length - SHOWN })}</p> : null}
    </Card>
  );
}
