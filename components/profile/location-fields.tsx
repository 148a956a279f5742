"use client";

import { useTranslations } from "next-intl";

import { useEffect, useState } from "react";
import { Field } from "@/components/ui/field";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import type { FieldErrors } from "@/lib/api/errors";

type Division = { code: string; name: string };
type Loaded = { country: string; divisions: Division[] | null };

async function fetchDivisions(country: string, signal: AbortSignal): Promise<Division[]> {
  const res = await fetch(`/api/v1/utility/countries/${encodeURIComponent(country)}/divisions`, { signal });
  if (!res.ok) throw new Error(`divisions ${res.status}`);
  const body = (await res.json()) as { data?: Division[] };
  return body.data ?? [];
}

/**
 * Country and state/province. The state list belongs to the chosen country, so it is fetched
 * again when the country changes; countries without subdivisions get a free-text field.
 */
export function LocationFields({
  countries,
  country: initialCountry,
  stateCode,
  state,
  divisions: initialDivisions,
  errors,
}: {
  countries: readonly SelectOption[];
  country: string;
  stateCode: string;
  state: string;
  divisions: Division[];
  errors?: FieldErrors;
}) {
  const [country, setCountry] = useState(initialCountry);
  const [loaded, setLoaded] = useState<Loaded>({ country: initialCountry, divisions: initialDivisions });
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const t = useTranslations("profile.location");
  const [selected, setSelected] = useState(stateCode);
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

  const chosenName = divisions?.find((d) => d.code === selected)?.name ?? "";
  const hasList = !!divisions && divisions.length > 0;

  return (
    <>
      <SelectField
        name="country"
        label={t("country")}
        required
        autoComplete="country"
        options={countries}
        defaultValue={initialCountry}
        placeholder={t("chooseCountry")}
        error={errors?.country}
        onChange={(e) => {
          setCountry(e.target.value);
          setSelected("");
          setFailedFor(null);
        }}
      />
      {hasList || loading ? (
        <div>
          <SelectField
            key={country}
            name="state_code"
            label={t("state")}
            options={(divisions ?? []).map((d) => ({ value: d.code, label: d.name }))}
            defaultValue={country === initialCountry ? stateCode : ""}
            placeholder={loading ? t("loadingStates") : t("chooseState")}
            disabled={loading}
            hint={loading ? t("loadingHint") : undefined}
            error={errors?.state_code ?? errors?.state}
            onChange={(e) => setSelected(e.target.value)}
          />
          <input type="hidden" name="state" value={chosenName} />
        </div>
      ) : (
        <div>
          <Field
            key={country}
            name="state"
            label={t("state")}
            autoComplete="address-level1"
            defaultValue={country === initialCountry ? state : ""}
            maxLength={100}
            hint={failedFor === country ? t("failed") : undefined}
            error={errors?.state ?? errors?.state_code}
          />
          <input type="hidden" name="state_code" value="" />
        </div>
      )}
    </>
  );
}
