import { ZOrderParams } from "@/lib/store/schema";

/** The order id of a URL segment or an action argument; null when it cannot be one. */
export function orderIdOf(value: unknown): number | null {
  const parsed = ZOrderParams.safeParse({ order: value });
  return parsed.success ? parsed.data.order : null;
}
