// Test-mode card form helpers: formatting as typed and the checks a card form makes before
// sending anything (the emulator, like Stripe, decides whether the card is accepted).

export type CardValues = { number: string; expiry: string; cvc: string; name: string };
/** Each invalid field with the reason, a key of store.card.errors in the catalogues. */
export type CardErrors = Partial<Record<keyof CardValues, "number" | "expiry" | "expired" | "cvc" | "name">>;

export const digitsOf = (v: string) => v.replace(/\D/g, "");

export const formatCardNumber = (v: string) => digitsOf(v).slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");

export function formatExpiry(v: string): string {
  const d = digitsOf(v).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function expiryParts(v: string): { month: number; year: number } | null {
  const d = digitsOf(v);
  if (d.length !== 4) return null;
  const month = Number(d.slice(0, 2));
  const year = 2000 + Number(d.slice(2));
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function cardErrors(v: CardValues, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const n = digitsOf(v.number);
  if (n.length < 13 || n.length > 19) errors.number = "number";
  const exp = expiryParts(v.expiry);
  if (!exp) errors.expiry = "expiry";
  else if (exp.year < now.getFullYear() || (exp.year === now.getFullYear() && exp.month < now.getMonth() + 1)) errors.expiry = "expired";
  if (!/^\d{3,4}$/.test(v.cvc.trim())) errors.cvc = "cvc";
  if (!v.name.trim()) errors.name = "name";
  return errors;
}
