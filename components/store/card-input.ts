// Test-mode card form helpers: formatting as typed and the checks a card form makes before
// sending anything (the emulator, like Stripe, decides whether the card is accepted).

export type CardValues = { number: string; expiry: string; cvc: string; name: string };
export type CardErrors = Partial<Record<keyof CardValues, string>>;

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
  if (n.length < 13 || n.length > 19) errors.number = "Enter the card number (13 to 19 digits).";
  const exp = expiryParts(v.expiry);
  if (!exp) errors.expiry = "Enter the expiry date as MM / YY.";
  else if (exp.year < now.getFullYear() || (exp.year === now.getFullYear() && exp.month < now.getMonth() + 1)) errors.expiry = "This card has expired.";
  if (!/^\d{3,4}$/.test(v.cvc.trim())) errors.cvc = "Enter the 3 or 4 digit security code.";
  if (!v.name.trim()) errors.name = "Enter the name on the card.";
  return errors;
}
