"use client";

import { useTranslations } from "next-intl";
import { formatDate, formatDay } from "@/components/learning/format";
import type { ReferralClaims } from "@/lib/referrals/schema";

// What a verified referral says, for the professional deciding to take the student over.
export function ReferralSummary({ referral, lang }: { referral: ReferralClaims; lang: string }) {
  const t = useTranslations("referrals.summary");
  const r = referral;
  return (
    <div className="space-y-5 text-sm text-slate-800" data-testid="referral-summary">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">{t("course")}</dt>
          <dd>{r.course.name} <span className="font-mono text-xs">({r.course.code})</span></dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t("diver")}</dt>
          <dd>{r.diver.full_name ?? "—"} <span className="font-mono text-xs">{r.diver.member_id}</span></dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t("instructor")}</dt>
          <dd>{r.instructor.full_name ?? "—"} <span className="font-mono text-xs">{r.instructor.member_id}</span></dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t("center")}</dt>
          <dd>{r.center?.name ?? t("noCenter")}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t("medical")}</dt>
          <dd>
            {t(`medicalStatus.${r.medical.status}`)}
            {r.medical.valid_until ? ` · ${t("validUntil", { date: formatDay(r.medical.valid_until, lang) })}` : ""}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t("issued")}</dt>
          <dd>{formatDate(r.issued_at, lang) ?? "—"}</dd>
        </div>
      </dl>
      <section aria-labelledby="referral-modules">
        <h3 id="referral-modules" className="mb-1 font-semibold text-slate-900">{t("modules", { count: r.modules_passed.length })}</h3>
        {r.modules_passed.length ? (
          <ul className="list-disc space-y-0.5 pl-5">
            {r.modules_passed.map((m) => (
              <li key={m.number}>{t("module", { number: m.number, title: m.title, score: m.score, date: formatDay(m.passed_at, lang) })}</li>
            ))}
          </ul>
        ) : <p className="text-slate-600">{t("none")}</p>}
      </section>
      <section aria-labelledby="referral-skills">
        <h3 id="referral-skills" className="mb-1 font-semibold text-slate-900">{t("skills", { count: r.skills_signed.length })}</h3>
        {r.skills_signed.length ? (
          <ul className="list-disc space-y-0.5 pl-5">
            {r.skills_signed.map((s, i) => (
              <li key={i}>{t(s.confirmed ? "skillConfirmed" : "skillSigned", { name: s.name, date: formatDay(s.signed_at, lang) })}</li>
            ))}
          </ul>
        ) : <p className="text-slate-600">{t("none")}</p>}
      </section>
      <section aria-labelledby="referral-dives">
        <h3 id="referral-dives" className="mb-1 font-semibold text-slate-900">{t("dives", { count: r.dives_logged.length })}</h3>
        {r.dives_logged.length ? (
          <ul className="list-disc space-y-0.5 pl-5">
            {r.dives_logged.map((d, i) => (
              <li key={i}>
                {t("dive", { number: d.number, date: formatDay(d.date, lang), depth: d.max_depth === null ? "—" : `${d.max_depth} ${d.depth_unit}`, minutes: d.duration })}
                {d.signed ? ` · ${t("signed")}` : ""}
              </li>
            ))}
          </ul>
        ) : <p className="text-slate-600">{t("none")}</p>}
      </section>
    </div>
  );
}
