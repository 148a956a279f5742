"use client";

import { useEffect, useState } from "react";

export type Division = { code: string; name: string };
type Loaded = { country: string; divisions: Division[] | null };

async function fetchDivisions(country: string, signal: AbortSignal): Promise<Division[]> {
  const res = await fetch(`/api/v1/utility/countries/${encodeURIComponent(country)}/divisions`, { signal });
  if (!res.ok) throw new Error(`divisions ${res.status}`);
  const body = (await res.json()) as { data?: Division[] };
  return body.data ?? [];
}

/**
 * The chosen country and its ISO 3166-2 subdivisions, for a form's country + state fields (the
 * profile's location, a dive center's address): the page gives the first country's list; another
 * country's is fetched when it is chosen (the public utility route). `divisions` is null while it
 * loads or when it failed (`failed`); `choose` picks a country and forgets an earlier failure.
 */
export function useCountryDivisions(initialCountry: string, initialDivisions: Division[]) {
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

  const choose = (next: string) => {
    setCountry(next);
    setFailedFor(null);
  };
  return { country, choose, loading, divisions, failed: failedFor === country, hasList: !!divisions && divisions.length > 0 };
}
