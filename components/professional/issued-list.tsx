import { getTranslations } from "next-intl/server";
import { formatDate } from "@/components/learning/format";
import type { Lang } from "@/lib/i18n/language";
import { CertificationStatus } from "@/components/certifications/certification-status";
import { sitePath } from "@/components/profile/profile-data";
import type { IssuedCertification } from "@/components/professional/types";
import { LevelBadge } from "@/components/store/level-badge";

/** Certifications this professional issued, with their holder and a link to each card. */
export async function IssuedList({ certifications, lang }: { certifications: IssuedCertification[]; lang: Lang }) {
  const t = await getTranslations("professional.issued");
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="issued-certifications">
      {certifications.map((c) => (
        <li key={c.id} className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_auto] sm:items-center sm:gap-5 sm:px-5">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{c.holder?.full_name ?? t("unnamed")}</p>
            <p className="font-mono text-xs text-slate-600">{c.holder?.member_id ?? "—"}</p>
          </div>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-800">{c.course.name}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <LevelBadge level={c.level} label={c.level_label} />
              {c.iso_equivalent ? <span className="text-xs text-slate-600">{c.iso_equivalent}</span> : null}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:flex-col sm:items-end">
            <span className="font-mono text-xs text-slate-700">{c.number}</span>
            <span className="text-xs text-slate-600">
              {t.rich("issued", { time: () => <time dateTime={c.issued_at ?? undefined}>{formatDate(c.issued_at, lang)}</time> })}
            </span>
            <span className="flex items-center gap-2">
              <CertificationStatus status={c.status} />
              {c.status === "revoked" ? null : (
                <a href={sitePath(c.card_url)} className="text-xs font-medium text-sky-800 underline underline-offset-2 hover:text-sky-900">
                  {t("card")}<span className="sr-only">{t("cardOf", { number: c.number })}</span>
                </a>
              )}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
