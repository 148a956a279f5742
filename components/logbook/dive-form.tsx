"use client";

import { useTranslations } from "next-intl";

import Link from "next/link";
import { useActionState, useEffect, useMemo, useRef, useState } from "react";
import type { Option, SkillOption } from "@/components/logbook/options";
import { DiveSections, type SectionProps, type Units } from "@/components/logbook/sections-dive";
import { GasSections } from "@/components/logbook/sections-gas";
import { PeopleSections } from "@/components/logbook/sections-people";
import { divePath, dropWaitingEdits, isRedirect, offlineNow, queueDiveEdit, queueNewDive, unreachable, type OnDevice } from "@/lib/offline/writes";
import { requestSync, useOnline, usePendingOperations } from "@/components/offline/use-offline";
import { buttonClasses } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { diveFormValuesWith } from "@/lib/dive-logs/form-payload";
import { serviceLocalizer, type ServiceWords } from "@/lib/i18n/service-localizer";
import { textValues } from "@/lib/pages/form-data";
import { idleState, type FormAction, type FormState } from "@/lib/pages/form-state";

/** What the form needs to keep a dive on the device when the server cannot be reached (decision 0049). */
export type DiveFormOffline = {
  /** The page's account key (lib/offline/account-key.ts). */
  account: string;
  /** The service catalogue's words for the device's field errors in the page's language (null in English). */
  words: ServiceWords | null;
  /** The dive being edited: its id and `updated_at` as rendered (absent for a new dive). */
  dive?: { id: number; updatedAt: string };
};

type Props = {
  action: FormAction;
  values: Record<string, string>;
  countries: readonly Option[];
  skills: readonly SkillOption[];
  submitLabel: string;
  cancelHref: string;
  /** Without it the form only works online. */
  offline?: DiveFormOffline;
};

type Saved = { path: string; edit: boolean };

const unitsFrom = (v: Record<string, string>): Units => ({
  depth: v.depth_unit === "ft" ? "ft" : "m",
  pressure: v.pressure_unit === "psi" ? "psi" : "bar",
  temperature: v.temperature_unit === "f" ? "f" : "c",
  weights: v.weights_unit === "lb" ? "lb" : "kg",
});

/**
 * Every field of the dive-log request, grouped; the unit selects relabel their fields as they
 * change. With `offline`, a dive saved while the server cannot be reached (the browser is offline
 * or the action's request fails) is checked on the device as the server would and waits there as
 * a sync operation; the form of a dive with an edit waiting shows that edit's values.
 */
export function DiveForm({ action, values: rendered, countries, skills, submitLabel, cancelHref, offline }: Props) {
  const t = useTranslations("logbook.form");
  const tw = useTranslations("offlineWrites.form");
  const tf = useTranslations("common.form");
  const online = useOnline();
  const localizer = useMemo(() => (offline?.words ? serviceLocalizer(offline.words.english, offline.words.target, offline.words.locale) : null), [offline?.words]);
  const editing = offline?.dive;
  const waitingEdits = usePendingOperations(editing ? offline.account : "", editing ? { path: divePath(editing.id), type: "dive_log.update" } : undefined);
  const waitingEdit = waitingEdits?.at(-1);
  const saved = useMemo(() => (waitingEdit ? diveFormValuesWith(rendered, waitingEdit.payload) : rendered), [rendered, waitingEdit]);

  const onDevice = async (form: FormData): Promise<FormState<Saved>> => {
    let result: OnDevice;
    try {
      result = editing ? await queueDiveEdit(offline!.account, { ...editing, values: rendered }, form) : await queueNewDive(offline!.account, form);
    } catch {
      // IndexedDB refused (a private window, a full disk): nothing was kept.
      return { status: "error", code: "unavailable", message: tw("notKept"), values: textValues(form), seq: Date.now() };
    }
    if ("fields" in result) {
      const fields = localizer ? localizer.fields(result.fields) : result.fields;
      return { status: "error", code: "validation", message: tf("correctFields"), fields, values: textValues(form), seq: Date.now() };
    }
    requestSync(offline!.account);
    // The service worker answers the next page from this device's copy; without one (a browser
    // without it, the dev server) the form stays, saying where the dive waits.
    if (navigator.serviceWorker?.controller) window.location.assign(result.path);
    return { status: "success", data: { path: result.path, edit: !!editing }, seq: Date.now() };
  };

  // The server action answers only errors (it redirects when saved); `Saved` is the device's answer.
  const send = action as unknown as FormAction<Saved>;
  const run = async (prev: FormState<Saved>, form: FormData): Promise<FormState<Saved>> => {
    if (!offline) return send(prev, form);
    if (!offlineNow()) {
      try {
        return await send(prev, form);
      } catch (e) {
        if (!unreachable(e)) {
          // Saved online from a form that showed an edit waiting here: the server has it now.
          if (editing && waitingEdit && isRedirect(e)) await dropWaitingEdits(offline.account, editing.id).catch(() => undefined);
          throw e;
        }
      }
    }
    return onDevice(form);
  };
  const [state, formAction] = useActionState(run, idleState as FormState<Saved>);
  const values = state.status === "error" && state.values ? state.values : saved;
  const [units, setUnits] = useState<Units>(() => unitsFrom(values));
  const formRef = useRef<HTMLFormElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === "success") savedRef.current?.focus();
    if (state.status !== "error") return;
    setUnits(unitsFrom(state.values ?? {}));
    const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (first ?? document.getElementById("dive-form-message"))?.focus();
  }, [state]);

  // A waiting edit read after the first render: the units of its values.
  useEffect(() => {
    if (waitingEdit) setUnits(unitsFrom(saved));
  }, [waitingEdit, saved]);

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
    // React resets a form after its action; the key remounts it with the values chosen above
    // (and once more when an edit waiting on the device is read).
    <form key={`${state.seq}-${waitingEdit?.op_id ?? ""}`} ref={formRef} action={formAction} noValidate className="space-y-6" aria-describedby="dive-form-required">
      <p id="dive-form-required" className="text-sm text-slate-600">
        {t.rich("required", {
          star: () => <span aria-hidden="true" className="text-red-700">*</span>,
          sr: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </p>
      {state.status === "success" && state.data ? (
        <div ref={savedRef} tabIndex={-1} data-sync-state="pending" className="focus:outline-none">
          <FormMessage kind="success" title={state.data.edit ? tw("editSavedTitle") : tw("savedTitle")}>
            <p>{state.data.edit ? tw("editSavedText") : tw("savedText")}</p>
            {/* A plain link: offline the service worker answers it from this device's copy. */}
            <a href={state.data.path} className="mt-1 inline-block font-medium underline underline-offset-2">
              {state.data.edit ? tw("toDive") : tw("toLogbook")}
            </a>
          </FormMessage>
        </div>
      ) : state.message ? (
        <div id="dive-form-message" tabIndex={-1}>
          <FormMessage kind="error">{state.message}</FormMessage>
        </div>
      ) : null}
      {offline && !online && state.status !== "success" ? (
        <FormMessage kind="info" title={tw("offlineTitle")}>{editing ? tw("offlineEdit") : tw("offlineNew")}</FormMessage>
      ) : null}
      {waitingEdit ? (
        <FormMessage kind="warning" title={tw("waitingTitle")}>
          <span data-sync-state="pending">{tw("waitingText")}</span>
        </FormMessage>
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
