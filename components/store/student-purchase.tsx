"use client";

import { useActionState } from "react";
import { formatMoney } from "@/components/store/money";
import { PurchaseMessage } from "@/components/store/purchase-message";
import { idleLookup, type StudentLookupState } from "@/components/store/student-types";
import { idleStoreState, type StoreFormState } from "@/components/store/types";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";

type CourseOption = { code: string; name: string; price_with_vat: number; currency: string };
type Props = {
  courses: CourseOption[];
  initialCourse?: string;
  lookup: (prev: StudentLookupState, form: FormData) => Promise<StudentLookupState>;
  buy: (prev: StoreFormState, form: FormData) => Promise<StoreFormState>;
};

/** Two steps: find the student by member id, then choose the course and go to payment. */
export function StudentPurchase({ courses, initialCourse, lookup, buy }: Props) {
  const [found, lookupAction] = useActionState(lookup, idleLookup);
  const [bought, buyAction] = useActionState(buy, idleStoreState);
  const student = found.status === "found" ? found.student : undefined;
  const options = courses.map((c) => ({ value: c.code, label: `${c.name} (${c.code}) — ${formatMoney(c.price_with_vat, c.currency)}` }));

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card title="1. Student" description="The diver must have an active account with a verified e-mail address.">
        <form action={lookupAction} className="space-y-4" key={found.seq}>
          <Field
            name="student"
            id="student-ref"
            label="Member ID"
            defaultValue={found.ref ?? ""}
            placeholder="IT26-104-512"
            hint="As printed on the diver's DiveCert card. A numeric student id also works."
            autoComplete="off"
            required
            maxLength={20}
            error={found.fieldError ? [found.fieldError] : undefined}
          />
          {found.message ? <FormMessage kind="error">{found.message}</FormMessage> : null}
          <SubmitButton variant="secondary" pendingLabel="Looking up…">
            Find diver
          </SubmitButton>
        </form>
        {student ? (
          <div role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
            <p className="font-semibold">{student.full_name ?? "Unnamed diver"}</p>
            <p className="font-mono">{student.member_id}</p>
          </div>
        ) : null}
      </Card>
      <Card title="2. Course and payment" description="You pay now; the course is activated for the student with you as instructor.">
        {courses.length ? (
          <form action={buyAction} className="space-y-4" key={bought.seq}>
            <input type="hidden" name="student" value={student?.member_id ?? ""} />
            <SelectField
              name="course"
              id="student-course"
              label="Course"
              options={options}
              defaultValue={bought.values?.course ?? initialCourse ?? ""}
              placeholder="Choose a course"
              required
              hint="Prices include your VAT."
              error={bought.fields?.course}
            />
            {!student ? <p className="text-sm text-slate-600">Find the student first.</p> : null}
            <PurchaseMessage state={bought} />
            {student ? (
              <SubmitButton size="lg" fullWidth pendingLabel="Preparing payment…">
                Buy for {student.full_name ?? student.member_id}
              </SubmitButton>
            ) : (
              <button type="button" disabled className="inline-flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-lg bg-slate-300 px-6 font-semibold text-slate-600">
                Buy for the student
              </button>
            )}
          </form>
        ) : (
          <p className="text-sm text-slate-600">No courses are on sale right now.</p>
        )}
      </Card>
    </div>
  );
}
