import type { Lang } from "@/lib/i18n/language";
import { env } from "@/lib/env";
import { countryName } from "@/lib/geo/country-facts";

// Reading the user resource (snake_case fields, values of unknown type) for display.

export type Profile = Record<string, unknown>;

/** A text field, or null when absent or empty. */
export function field(p: Profile, key: string): string | null {
  const v = p[key];
  if (typeof v === "number") return String(v);
  return typeof v === "string" && v.trim() ? v : null;
}

export const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ") || null;

export function country(code: string | null, lang: Lang = "en"): string | null {
  if (!code) return null;
  const name = countryName(code, lang);
  return name ? `${name} (${code.trim().toUpperCase()})` : code;
}

/**
 * Our own absolute URLs (APP_URL) as same-site paths: the page then works whatever host it was
 * reached on, and `download` links stay same-origin (browsers ignore `download` across origins).
 */
export function sitePath(url: string): string {
  const base = env().appUrl.replace(/\/$/, "");
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
