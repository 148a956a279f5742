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

export const metadata: Metadata = { title: "Find a dive center · DiveCert" };

const PATH = "/dive-centers";

export default async function DiveCentersPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const filters = { name: firstParam(raw.name), country: firstParam(raw.country), city: firstParam(raw.city) };
  const searched = Object.values(filters).some(Boolean);
  const parsed = ZSearchDiveCentersBody.safeParse({ ...filters, page: firstParam(raw.page) ?? 1, per_page: 10 });
  const errors = parsed.success ? undefined : fieldErrorsOf(parsed.error);
  const refusal = searched && parsed.success ? await searchRefusal() : null;
  const page = searched && parsed.success && !refusal ? await searchDiveCenters(parsed.data, new URL(PATH, env().appUrl), await pageLanguage()) : null;
  return (
    <SearchShell active="/dive-centers" title="Find a dive center" description="Active DiveCert dive centers around the world. Search by name, country or city.">
      <FilterForm action={PATH} label="Dive center search">
        <Field name="name" label="Name" defaultValue={filters.name} error={errors?.name} autoComplete="off" />
        <Field name="city" label="City" defaultValue={filters.city} error={errors?.city} autoComplete="off" />
        <SelectField name="country" label="Country" placeholder="Any country" defaultValue={filters.country?.toUpperCase()} error={errors?.country} options={listCountries(await pageLanguage()).map((c) => ({ value: c.code, label: c.name }))} />
      </FilterForm>
      {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
      {!searched ? (
        <EmptyState title="Search for a dive center" description="Fill in at least one field above." />
      ) : page && page.data.length === 0 ? (
        <EmptyState title="No dive center found" description="Try another name, city or country." />
      ) : page ? (
        <div className="space-y-4">
          <ul className="space-y-3" aria-label="Dive centers">
            {page.data.map((c) => (
              <li key={c.id}>
                <ResultLink href={`/dive-centers/${c.id}`} title={c.name} lines={[[c.city, c.country_name ?? c.country].filter(Boolean).join(", "), `${c.instructors_count} instructor${c.instructors_count === 1 ? "" : "s"}`]} />
              </li>
            ))}
          </ul>
          <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={(n) => searchHref(PATH, filters, n)} label="Dive center pages" />
        </div>
      ) : null}
    </SearchShell>
  );
}
