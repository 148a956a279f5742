/** price × (1 + vat/100), rounded half up to the cent (amounts are positive integers of cents). */
export function priceWithVat(priceCents: number, vatRate: number | null | undefined): number {
  const rate = vatRate ?? 0;
  // Scale to avoid binary fractions: rates carry at most two decimals (e.g. 25.5, 8.1).
  const scaled = priceCents * Math.round((100 + rate) * 100);
  return Math.floor((scaled + 5000) / 10000);
}
