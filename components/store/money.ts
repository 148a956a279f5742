// Amounts arrive in integer cents from the services; this only formats them.

export function formatMoney(cents: number, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

export const formatRate = (rate: number) => `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(rate)}%`;
