import type { Metadata } from "next";
import { createDive } from "@/app/(account)/logbook/actions";
import { countryOptions, skillOptions } from "@/app/(account)/logbook/form-options";
import { logbookViewer } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { DiveForm } from "@/components/logbook/dive-form";
import { newDiveValues } from "@/components/logbook/form-values";
import { FormMessage } from "@/components/ui/form-message";

export const metadata: Metadata = { title: "Log a dive" };

export default async function NewDivePage() {
  const { user, refusal, system } = await logbookViewer("/logbook/new");
  const header = <PageHeader title="Log a dive" description={`Units start from your preferred system (${system}); change them for this dive if your computer used others.`} />;
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title="You cannot log dives right now.">{refusal}</FormMessage>
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
        submitLabel="Save dive"
        cancelHref="/logbook"
      />
    </>
  );
}
