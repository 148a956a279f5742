"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { formatMoney } from "@/lib/store/money";
import { PurchaseMessage } from "@/components/store/purchase-message";
import type { PurchaseData } from "@/components/store/types";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { StudentRef } from "@/lib/store/find-student";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type CourseOption = { code: string; name: string; price_with_vat: number; currency: string };
type Props = {
  courses: CourseOption[];
  initialCourse?: string;
  lang: string;
  /** Step 1: `data.student` when found. */
  lookup: FormAction<{ student: StudentRef }>;
  buy: FormAction<PurchaseData>;
};

/** Two steps: find the student by member id, then choose the course and go to payment. */
export function StudentPurchase({ courses, initialCourse, lang, lookup, buy }: Props) {
  const t = useTranslations("store.forStudent");
  const [found, lookupAction] = useActionState(lookup, idleState);
  const [bought, buyAction] = useActionState(buy, idleState);
  const student = found.status === "success" ? found.data?.student : undefined;
  const options = courses.map((c) => ({ value: c.code, label: `${c.name} (${c.code}) — ${formatMoney(c.price_with_vat, c.currency, lang)}` }));

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card title={t("step1")} description={t("step1Text")}>
        <form action={lookupAction} className="space-y-4" key={found.seq}>
          <Field
            name="student"
            id="student-ref"
            label={t("memberId")}
            defaultValue={found.values?.student ?? student?.member_id ?? ""}
            placeholder="IT26-104-512"
            hint={t("memberIdHint")}
            autoComplete="off"
            required
            maxLength={20}
            error={found.fields?.student}
          />
          {found.status === "error" && found.message ? <FormMessage kind="error">{found.message}</FormMessage> : null}
          <SubmitButton variant="secondary" pendingLabel={t("lookingUp")}>
            {t("find")}
          </SubmitButton>
        </form>
        {student ? (
          <div role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
            <p className="font-semibold">{student.full_name ?? t("unnamed")}</p>
            <p className="font-mono">{student.member_id}</p>
          </div>
        ) : null}
      </Card>
      <Card title={t("step2")} description={t("step2Text")}>
        {courses.length ? (
          <form action={buyAction} className="space-y-4" key={bought.seq}>
            <input type="hidden" name="student" value={student?.member_id ?? ""} />
            <SelectField
              name="course"
              id="student-course"
              label={t("course")}
              options={options}
              defaultValue={bought.values?.course ?? initialCourse ?? ""}
              placeholder={t("chooseCoursePlaceholder")}
              required
              hint={t("vatHint")}
              error={bought.fields?.course}
            />
            {!student ? <p className="text-sm text-slate-600">{t("findFirst")}</p> : null}
            <PurchaseMessage state={bought} />
            {student ? (
              <SubmitButton size="lg" fullWidth pendingLabel={t("preparing")}>
                {t("buyFor", { name: student.full_name ?? student.member_id })}
              </SubmitButton>
            ) : (
              <button type="button" disabled className="inline-flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-lg bg-slate-300 px-6 font-semibold text-slate-600">
                {t("buyForStudent")}
              </button>
            )}
          </form>
        ) : (
          <p className="text-sm text-slate-600">{t("noneOnSale")}</p>
        )}
      </Card>
    </div>
  );
}
