import { pageFields } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { firstParam, searchHref, searchRefusal, type SearchParams } from "@/app/(site)/search-guard";
import { Pager } from "@/components/profile/pager";
import { languageNames } from "@/components/profile/languages";
import { FilterForm } from "@/components/search/filter-form";
import { ResultLink, SearchShell } from "@/components/search/search-shell";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { fieldErrorsOf } from "@/lib/api/validation";
import { env } from "@/lib/env";
import { listCountries } from "@/lib/geo/list-countries";
import { supportedLanguages } from "@/lib/i18n/language";
import { ZSearchInstructorsBody } from "@/lib/search/schema";
import { searchInstructors } from "@/lib/search/search-instructors";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search.instructors");
  return { title: t("metaTitle") };
}

const PATH = "/instructors";

export default async function InstructorsPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const t = await getTranslations("search.instructors");
  const filters = { name: firstParam(raw.name), country: firstParam(raw.country), language: firstParam(raw.language), member_id: firstParam(raw.member_id) };
  const searched = Object.values(filters).some(Boolean);
  const parsed = ZSearchInstructorsBody.safeParse({ ...filters, page: firstParam(raw.page) ?? 1, per_page: 10 });
  const errors = parsed.success ? undefined : await pageFields(fieldErrorsOf(parsed.error));
  const refusal = searched && parsed.success ? await searchRefusal() : null;
  const page =
    searched && parsed.success && !refusal
      ? await searchInstructors(parsed.data, { page: parsed.data.page, per_page: parsed.data.per_page }, new URL(PATH, env().appUrl), await pageLanguage())
      : null;
  return (
    <SearchShell active="/instructors" title={t("title")} description={t("description")}>
      <FilterForm action={PATH} label={t("label")}>
        <Field name="name" label={t("name")} defaultValue={filters.name} error={errors?.name} autoComplete="off" />
        <Field name="member_id" label={t("memberId")} placeholder="IT14-729-985" defaultValue={filters.member_id} error={errors?.member_id} autoComplete="off" />
        <SelectField name="country" label={t("country")} placeholder={t("anyCountry")} defaultValue={filters.country?.toUpperCase()} error={errors?.country} options={listCountries(await pageLanguage()).map((c) => ({ value: c.code, label: c.name }))} />
        <SelectField name="language" label={t("language")} placeholder={t("anyLanguage")} defaultValue={filters.language} error={errors?.language} options={supportedLanguages.map((l) => ({ value: l, label: languageNames[l] }))} />
      </FilterForm>
      {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
      {!searched ? (
        <EmptyState title={t("prompt")} description={t("promptText")} />
      ) : page && page.data.length === 0 ? (
        <EmptyState title={t("none")} description={t("noneText")} />
      ) : page ? (
        <div className="space-y-4">
          <ul className="space-y-3" aria-label={t("results")}>
            {page.data.map((p) => (
              <li key={p.member_id}>
                <ResultLink href={`/instructors/${p.member_id}`} title={p.full_name ?? p.member_id} lines={[`${p.level_label} · ${p.country}`, p.dive_center?.name]} />
              </li>
            ))}
          </ul>
          <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={(n) => searchHref(PATH, filters, n)} label={t("pages")} />
        </div>
      ) : null}
    </SearchShell>
  );
}
