import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { createDive } from "@/app/(account)/logbook/actions";
import { countryOptions, skillOptions } from "@/app/(account)/logbook/form-options";
import { diveFormWords } from "@/app/(account)/logbook/form-words";
import { logbookViewer } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { DiveForm } from "@/components/logbook/dive-form";
import { newDiveValues } from "@/components/logbook/form-values";
import { FormMessage } from "@/components/ui/form-message";
import { offlineAccountKey } from "@/lib/offline/account-key";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("logbook");
  return { title: t("logDive") };
}

export default async function NewDivePage() {
  const { user, refusal, system } = await logbookViewer("/logbook/new");
  const t = await getTranslations("logbook");
  const header = <PageHeader title={t("logDive")} description={t("newDescription", { system: t(`systems.${system}`) })} />;
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("cannotLog")}>{refusal}</FormMessage>
      </>
    );
  }
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      {header}
      <DiveForm
        action={createDive}
        values={newDiveValues(system, today)}
        countries={await countryOptions()}
        skills={await skillOptions(user.id)}
        submitLabel={t("saveDive")}
        cancelHref="/logbook"
        offline={{ account: offlineAccountKey(user.id), words: await diveFormWords() }}
      />
    </>
  );
}
