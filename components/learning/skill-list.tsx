import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConfirmSkillForm } from "@/components/learning/confirm-skill-form";
import { formatDate } from "@/components/learning/format";
import { Icon } from "@/components/learning/icons";
import { Badge } from "@/components/learning/status-badge";
import type { SkillView } from "@/components/learning/types";
import type { FormState } from "@/lib/pages/form-state";

/** The diver's confirmation, bound here to the course log and the skill. */
type ConfirmAction = (logCode: string, skillId: number, prev: FormState, form: FormData) => Promise<FormState>;

function SkillBadge({ skill }: { skill: SkillView }) {
  const t = useTranslations("learning.skills");
  if (skill.completed) return <Badge tone="emerald"><Icon name="check" className="size-3.5" />{t("completed")}</Badge>;
  if (skill.instructor_signed_at) return <Badge tone="indigo">{t("awaitingYou")}</Badge>;
  return <Badge tone="slate">{t("awaitingInstructor")}</Badge>;
}

function Signature({ label, children, done }: { label: string; children: ReactNode; done: boolean }) {
  return (
    // A <dl> group holds only its <dt> and <dd>: the icon sits inside the value.
    <div>
      <dt className="pl-7 text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="flex items-start gap-2 text-slate-800">
        <span className={`mt-0.5 ${done ? "text-emerald-700" : "text-slate-500"}`}>
          <Icon name={done ? "check" : "clock"} />
        </span>
        <span>{children}</span>
      </dd>
    </div>
  );
}

/** Skills with both signatures: the instructor's first, then the diver's confirmation. */
export function SkillList({ skills, logCode, readOnly, confirm }: { skills: SkillView[]; logCode: string; readOnly: boolean; confirm?: ConfirmAction }) {
  const t = useTranslations("learning.skills");
  const locale = useLocale();
  if (!skills.length) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {skills.map((s) => {
        const canConfirm = !!confirm && !readOnly && !!s.instructor_signed_at;
        const needsDive = s.requires_dive && !s.dive_log_id;
        return (
          <li key={s.id} className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[1fr_auto] md:items-start">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{s.name}</h3>
                <SkillBadge skill={s} />
                {s.requires_dive ? <Badge tone="sky">{t("needsDive")}</Badge> : null}
              </div>
              {s.description ? <p className="mt-1 text-sm text-slate-600">{s.description}</p> : null}
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                <Signature label={t("instructor")} done={!!s.instructor_signed_at}>
                  {s.instructor_signed_at
                    ? s.instructor
                      ? t("signedBy", { date: formatDate(s.instructor_signed_at, locale) ?? "", name: s.instructor.full_name ?? s.instructor.member_id })
                      : t("signedOn", { date: formatDate(s.instructor_signed_at, locale) ?? "" })
                    : t("notSigned")}
                </Signature>
                <Signature label={t("you")} done={!!s.diver_signed_at}>
                  {s.diver_signed_at ? t("confirmedOn", { date: formatDate(s.diver_signed_at, locale) ?? "" }) : t("notConfirmed")}
                </Signature>
                {s.requires_dive ? (
                  <Signature label={t("diveLog")} done={!!s.dive_log_id}>
                    {s.dive_log_id ? t("diveLinked", { id: s.dive_log_id }) : t("noDive")}
                  </Signature>
                ) : null}
              </dl>
            </div>
            {canConfirm ? (
              <div className="md:max-w-56">
                <ConfirmSkillForm
                  action={confirm.bind(null, logCode, s.id)}
                  skillName={s.name}
                  confirmed={!!s.diver_signed_at}
                  blockedReason={needsDive ? t("linkFirst") : undefined}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
