"use client";

import { useTranslations } from "next-intl";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { useCountryDivisions, type Division } from "@/components/ui/use-country-divisions";
import type { FieldErrors } from "@/lib/api/errors";

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
  const { country, choose, loading, divisions, failed, hasList } = useCountryDivisions(initialCountry, initialDivisions);
  const t = useTranslations("profile.location");
  const [selected, setSelected] = useState(stateCode);

  const chosenName = divisions?.find((d) => d.code === selected)?.name ?? "";

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
          choose(e.target.value);
          setSelected("");
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
            hint={failed ? t("failed") : undefined}
            error={errors?.state ?? errors?.state_code}
          />
          <input type="hidden" name="state_code" value="" />
        </div>
      )}
    </>
  );
}
