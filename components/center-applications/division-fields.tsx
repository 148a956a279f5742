"use client";

import { useTranslations } from "next-intl";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { useCountryDivisions, type Division } from "@/components/ui/use-country-divisions";

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
  const { country, choose, loading, divisions, failed, hasList } = useCountryDivisions(initialCountry, initialDivisions);
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
        onChange={(e) => choose(e.target.value)}
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
          <p className="mt-1 text-sm text-slate-600">{failed ? t("statesFailed") : country ? t("noStates") : t("countryFirst")}</p>
          <input type="hidden" name="state_code" value="" />
          {errors?.state_code ? <p className="mt-1 text-sm text-red-700">{errors.state_code[0]}</p> : null}
        </div>
      )}
    </>
  );
}
