"use client";

import { useTranslations } from "next-intl";

import Link from "next/link";
import { useActionState, useEffect, useRef, useState } from "react";
import type { Option, SkillOption } from "@/components/logbook/options";
import { DiveSections, type SectionProps, type Units } from "@/components/logbook/sections-dive";
import { GasSections } from "@/components/logbook/sections-gas";
import { PeopleSections } from "@/components/logbook/sections-people";
import { buttonClasses } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type Props = {
  action: FormAction;
  values: Record<string, string>;
  countries: readonly Option[];
  skills: readonly SkillOption[];
  submitLabel: string;
  cancelHref: string;
};

const unitsFrom = (v: Record<string, string>): Units => ({
  depth: v.depth_unit === "ft" ? "ft" : "m",
  pressure: v.pressure_unit === "psi" ? "psi" : "bar",
  temperature: v.temperature_unit === "f" ? "f" : "c",
  weights: v.weights_unit === "lb" ? "lb" : "kg",
});

/** Every field of the dive-log request, grouped; the unit selects relabel their fields as they change. */
export function DiveForm({ action, values: saved, countries, skills, submitLabel, cancelHref }: Props) {
  const t = useTranslations("logbook.form");
  const [state, formAction] = useActionState(action, idleState);
  const values = state.status === "error" && state.values ? state.values : saved;
  const [units, setUnits] = useState<Units>(() => unitsFrom(values));
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state.status !== "error") return;
    setUnits(unitsFrom(state.values ?? {}));
    const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (first ?? document.getElementById("dive-form-message"))?.focus();
  }, [state]);

  const props: SectionProps = {
    v: (name) => values[name] ?? "",
    e: (...names) => {
      const found = names.flatMap((n) => state.fields?.[n] ?? []);
      return found.length ? found : undefined;
    },
    units,
    setUnit: (key, value) => setUnits((u) => ({ ...u, [key]: value })),
  };

  return (
    // React resets a form after its action; the key remounts it with the values chosen above.
    <form key={state.seq} ref={formRef} action={formAction} noValidate className="space-y-6" aria-describedby="dive-form-required">
      <p id="dive-form-required" className="text-sm text-slate-600">
        {t.rich("required", {
          star: () => <span aria-hidden="true" className="text-red-700">*</span>,
          sr: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </p>
      {state.message ? (
        <div id="dive-form-message" tabIndex={-1}>
          <FormMessage kind="error">{state.message}</FormMessage>
        </div>
      ) : null}
      <DiveSections {...props} countries={countries} />
      <GasSections {...props} />
      <PeopleSections {...props} skills={skills} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={cancelHref} className={buttonClasses("secondary")}>
          {t("cancel")}
        </Link>
        <SubmitButton pendingLabel={t("saving")}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
