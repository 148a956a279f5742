import { AsyncLocalStorage } from "node:async_hooks";

// The X-RateLimit-Limit / X-RateLimit-Remaining headers (what the Laravel-built apps read): every
// limit counted while a rate-limited route runs (by the kernel, or inside its service) notes its
// state here, and the answer reports the tightest one.

export type MeterReading = { limit: number; remaining: number };
type Meter = { reading?: MeterReading };

const meters = new AsyncLocalStorage<Meter>();

export function noteRateLimit(limit: number, used: number): void {
  const meter = meters.getStore();
  if (!meter) return;
  const remaining = Math.max(0, limit - used);
  if (!meter.reading || remaining < meter.reading.remaining) meter.reading = { limit, remaining };
}

/** Runs `fn` with a fresh meter; `read` gives the tightest limit noted so far. */
export function withRateLimitMeter<T>(fn: (read: () => MeterReading | undefined) => Promise<T>): Promise<T> {
  const meter: Meter = {};
  return meters.run(meter, () => fn(() => meter.reading));
}

export function rateLimitHeaders(reading: MeterReading | undefined): Record<string, string> {
  return reading ? { "X-RateLimit-Limit": String(reading.limit), "X-RateLimit-Remaining": String(reading.remaining) } : {};
}
