import { env } from "@/lib/env";

// Structured one-line JSON logs on stderr; no secrets, no stack traces for clients.
const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof order, "silent">;

type RequestContext = { getStore(): { requestId?: string } | undefined };

/** The request being served, kept by scripts/server.mjs, so every line names its request. */
function currentRequestId(): string | undefined {
  const context = (globalThis as { __divecertRequestContext?: RequestContext }).__divecertRequestContext;
  return context?.getStore()?.requestId;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  let threshold: number = order.info;
  try {
    threshold = order[env().logLevel];
  } catch {
    /* settings not readable yet: keep the default */
  }
  if (order[level] < threshold) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { request_id: requestId } : {}), ...fields });
  process.stderr.write(line + "\n");
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
