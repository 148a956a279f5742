import { getTranslations } from "next-intl/server";
import Form from "next/form";
import { Field } from "@/components/ui/field";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { Button } from "@/components/ui/button";

/** Name/city and country filters; a GET form, so every search has its own URL. */
export async function DiveCenterSearch({ q, country, countries }: { q: string; country: string; countries: readonly SelectOption[] }) {
  const t = await getTranslations("profile.diveCenter.search");
  return (
    <Form action="/profile/dive-center" role="search" aria-label={t("label")} className="grid gap-3 sm:grid-cols-[2fr_1.5fr_auto] sm:items-end">
      <Field name="q" type="search" label={t("q")} defaultValue={q} maxLength={100} placeholder={t("placeholder")} />
      <SelectField name="country" label={t("country")} options={countries} defaultValue={country} placeholder={t("all")} />
      <Button type="submit" variant="primary" className="w-full sm:w-auto">
        {t("submit")}
      </Button>
    </Form>
  );
}
