import { formatDay } from "@/components/learning/format";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { CertificationStatus } from "@/components/certifications/certification-status";
import type { CertificationRecord } from "@/components/certifications/types";
import { sitePath } from "@/components/profile/profile-data";
import { LevelBadge } from "@/components/store/level-badge";
import { buttonClasses } from "@/components/ui/button";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One certification: its card image, the facts, and the download and verify links. */
export function CertificationItem({ certification: c }: { certification: CertificationRecord }) {
  const t = useTranslations("certifications.item");
  const locale = useLocale();
  const card = sitePath(c.card_url);
  const headingId = `certification-${c.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="certification">
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        {c.status === "revoked" ? (
          <div className="flex aspect-[1012/638] w-full items-center justify-center rounded-xl border border-dashed border-red-300 bg-red-50 p-4 text-center text-sm text-red-800">
            {t("revoked")}
          </div>
        ) : (
          <img
            src={card}
            alt={t("cardAlt", { course: c.course.name, number: c.number })}
            width={1012}
            height={638}
            loading="lazy"
            className="aspect-[1012/638] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover shadow-sm"
            data-testid="certification-card-image"
          />
        )}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <LevelBadge level={c.level} label={c.level_label} />
            <CertificationStatus status={c.status} />
          </div>
          <h2 id={headingId} className="mt-2 text-lg font-semibold text-slate-900">
            {c.course.name}
          </h2>
          <p className="font-mono text-sm text-slate-600">{c.number}</p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact label={t("iso")}>{c.iso_equivalent ?? "—"}</Fact>
            <Fact label={t("issued")}>
              <time dateTime={c.issued_at ?? undefined}>{formatDay(c.issued_at, locale)}</time>
            </Fact>
            <Fact label={t("instructor")}>{c.instructor?.full_name ?? "—"}</Fact>
            <Fact label={t("diveCenter")}>{c.dive_center?.name ?? "—"}</Fact>
          </dl>
          <div className="mt-5 flex flex-wrap gap-2">
            {c.status === "revoked" ? null : (
              <a href={card} download={`divecert-${c.number}.png`} className={buttonClasses("secondary", "sm")}>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" />
                </svg>
                {t("download")}<span className="sr-only"> ({c.course.name})</span>
              </a>
            )}
            <Link href={`/certifications/${c.id}`} className={buttonClasses("secondary", "sm")}>
              {t("results")}<span className="sr-only"> ({c.course.name})</span>
            </Link>
            <a href={sitePath(c.verify_url)} className={buttonClasses("ghost", "sm")}>
              {t("verify")}<span className="sr-only"> ({c.course.name})</span>
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
