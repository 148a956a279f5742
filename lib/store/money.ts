import { intlLocale } from "@/lib/i18n/intl-locale";

// Amounts arrive in integer cents from the services; this only formats them, in the page's
// language (English keeps "$1,234.00"; Italian "1234,00 USD"-style per Intl).

const localeOf = (lang: string) => (lang === "en" ? "en-US" : intlLocale(lang));

export function formatMoney(cents: number, currency = "USD", lang = "en"): string {
  return new Intl.NumberFormat(localeOf(lang), { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

export const formatRate = (rate: number, lang = "en") => `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(rate)}%`;
