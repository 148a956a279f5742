import { pageFields } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { firstParam, searchHref, searchRefusal, type SearchParams } from "@/app/(site)/search-guard";
import { Pager } from "@/components/profile/pager";
import { FilterForm } from "@/components/search/filter-form";
import { ResultLink, SearchShell } from "@/components/search/search-shell";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { fieldErrorsOf } from "@/lib/api/validation";
import { ZSearchDiveCentersBody } from "@/lib/dive-centers/schema";
import { searchDiveCenters } from "@/lib/dive-centers/search-dive-centers";
import { env } from "@/lib/env";
import { listCountries } from "@/lib/geo/list-countries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search.centers");
  return { title: t("metaTitle") };
}

const PATH = "/dive-centers";

export default async function DiveCentersPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const t = await getTranslations("search.centers");
  const filters = { name: firstParam(raw.name), country: firstParam(raw.country), city: firstParam(raw.city) };
  const searched = Object.values(filters).some(Boolean);
  const parsed = ZSearchDiveCentersBody.safeParse({ ...filters, page: firstParam(raw.page) ?? 1, per_page: 10 });
  const errors = parsed.success ? undefined : await pageFields(fieldErrorsOf(parsed.error));
  const refusal = searched && parsed.success ? await searchRefusal() : null;
  const page = searched && parsed.success && !refusal ? await searchDiveCenters(parsed.data, new URL(PATH, env().appUrl), await pageLanguage()) : null;
  return (
    <SearchShell active="/dive-centers" title={t("title")} description={t("description")}>
      <FilterForm action={PATH} label={t("label")}>
        <Field name="name" label={t("name")} defaultValue={filters.name} error={errors?.name} autoComplete="off" />
        <Field name="city" label={t("city")} defaultValue={filters.city} error={errors?.city} autoComplete="off" />
        <SelectField name="country" label={t("country")} placeholder={t("anyCountry")} defaultValue={filters.country?.toUpperCase()} error={errors?.country} options={listCountries(await pageLanguage()).map((c) => ({ value: c.code, label: c.name }))} />
      </FilterForm>
      {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
      {!searched ? (
        <EmptyState title={t("prompt")} description={t("promptText")} />
      ) : page && page.data.length === 0 ? (
        <EmptyState title={t("none")} description={t("noneText")} />
      ) : page ? (
        <div className="space-y-4">
          <ul className="space-y-3" aria-label={t("results")}>
            {page.data.map((c) => (
              <li key={c.id}>
                <ResultLink href={`/dive-centers/${c.id}`} title={c.name} lines={[[c.city, c.country_name ?? c.country].filter(Boolean).join(", "), t("instructorsCount", { count: c.instructors_count })]} />
              </li>
            ))}
          </ul>
          <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={(n) => searchHref(PATH, filters, n)} label={t("pages")} />
        </div>
      ) : null}
    </SearchShell>
  );
}
