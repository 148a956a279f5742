import Form from "next/form";
import { Field } from "@/components/ui/field";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { Button } from "@/components/ui/button";

/** Name/city and country filters; a GET form, so every search has its own URL. */
export function DiveCenterSearch({ q, country, countries }: { q: string; country: string; countries: readonly SelectOption[] }) {
  return (
    <Form action="/profile/dive-center" role="search" aria-label="Dive centers" className="grid gap-3 sm:grid-cols-[2fr_1.5fr_auto] sm:items-end">
      <Field name="q" type="search" label="Name or city" defaultValue={q} maxLength={100} placeholder="e.g. Blue Reef or Sharm" />
      <SelectField name="country" label="Country" options={countries} defaultValue={country} placeholder="All countries" />
      <Button type="submit" variant="primary" className="w-full sm:w-auto">
        Search
      </Button>
    </Form>
  );
}
