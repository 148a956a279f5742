import { listDistributors } from "@/lib/admin-centers/list-distributors";
import { env } from "@/lib/env";
import { listCountries } from "@/lib/geo/list-countries";
import type { Lang } from "@/lib/i18n/language";

/** The pickers of the dive-center form: countries, and the active distributors (plus the current one if it was deactivated). */
export async function centerFormOptions(lang: Lang, current: { id: number; name: string } | null, inactiveLabel: (name: string) => string) {
  const page = await listDistributors({ page: 1, per_page: 100, active: true }, new URL("/admin/distributors", env().appUrl), lang);
  const distributors = page.data.map((d) => ({ value: String(d.id), label: d.name }));
  if (current && !distributors.some((d) => d.value === String(current.id))) distributors.unshift({ value: String(current.id), label: inactiveLabel(current.name) });
  return { countries: listCountries(lang).map((c) => ({ value: c.code, label: c.name })), distributors };
}
