// Stripe's form encoding: `metadata[order_id]=7&payment_method_types[0]=card` → nested objects.

type Tree = { [key: string]: string | Tree };

export function parseStripeForm(body: string): Tree {
  const root: Tree = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== "object") node[part] = {};
      node = node[part] as Tree;
    });
  }
  return root;
}

export const asString = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
export const asRecord = (v: unknown): Record<string, string> =>
  v && typeof v === "object" ? Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === "string")) as Record<string, string> : {};
