"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SelectField, type SelectOption } from "@/components/ui/select-field";

type Division = { code: string; name: string };
type Loaded = { country: string; divisions: Division[] | null };

async function fetchDivisions(country: string, signal: AbortSignal): Promise<Division[]> {
  const res = await fetch(`/api/v1/utility/countries/${encodeURIComponent(country)}/divisions`, { signal });
  if (!res.ok) throw new Error(`divisions ${res.status}`);
  const body = (await res.json()) as { data?: Division[] };
  return body.data ?? [];
}

/**
 * Country and its ISO 3166-2 subdivision (`state_code`), as a dive center stores them: the
 * subdivisions of the chosen country are fetched when it changes (the public utility route);
 * a country without subdivisions sends an empty state code.
 */
export function DivisionFields({
  countries,
  country: initialCountry,
  stateCode,
  divisions: initialDivisions,
  errors,
}: {
  countries: readonly SelectOption[];
  country: string;
  stateCode: string;
  divisions: Division[];
  errors?: Record<string, string[]>;
}) {
  const t = useTranslations("centerApplications.form");
  const [country, setCountry] = useState(initialCountry);
  const [loaded, setLoaded] = useState<Loaded>({ country: initialCountry, divisions: initialDivisions });
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const loading = !!country && loaded.country !== country && failedFor !== country;
  const divisions = loaded.country === country ? loaded.divisions : null;

  useEffect(() => {
    if (!country || loaded.country === country) return;
    const controller = new AbortController();
    fetchDivisions(country, controller.signal)
      .then((list) => setLoaded({ country, divisions: list }))
      .catch(() => {
        if (!controller.signal.aborted) setFailedFor(country);
      });
    return () => controller.abort();
  }, [country, loaded.country]);

  const hasList = !!divisions && divisions.length > 0;
  return (
    <>
      <SelectField
        name="country"
        label={t("country")}
        required
        options={countries}
        defaultValue={initialCountry}
        placeholder={t("chooseCountry")}
        error={errors?.country}
        onChange={(e) => {
          setCountry(e.target.value);
          setFailedFor(null);
        }}
      />
      {hasList || loading ? (
        <SelectField
          key={country}
          name="state_code"
          label={t("state")}
          options={(divisions ?? []).map((d) => ({ value: d.code, label: d.name }))}
          defaultValue={country === initialCountry ? stateCode : ""}
          placeholder={loading ? t("loadingStates") : t("noState")}
          disabled={loading}
          error={errors?.state_code}
        />
      ) : (
        <div>
          <p className="text-sm font-medium text-slate-800">{t("state")}</p>
          <p className="mt-1 text-sm text-slate-600">{failedFor === country ? t("statesFailed") : country ? t("noStates") : t("countryFirst")}</p>
          <input type="hidden" name="state_code" value="" />
          {errors?.state_code ? <p className="mt-1 text-sm text-red-700">{errors.state_code[0]}</p> : null}
        </div>
      )}
    </>
  );
}
