import { contractProblems } from "@/tests/support/contract";

// Calls a route handler the way Next.js does (a Request and a params promise) and reads the
// answer once, so tests can look at status, headers and JSON without re-reading the body.

export type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  /** Path with query string, e.g. `/api/v1/profile?lang=kr`. */
  path: string;
  /** An object is sent as JSON; a string or bytes are sent as given. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
  /** The client address the kernel sees (X-Forwarded-For); a fresh one per call by default. */
  ip?: string;
};

export type CallResult<T = any> = {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined for an empty or non-JSON body. */
  json: T;
  text: string;
};

export const BASE_URL = "http://localhost:3000";

let ipSeq = 0;
/** A distinct client address, so rate limits meant for one test never leak into another. */
export function freshIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export function buildRequest(options: CallOptions): Request {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers = new Headers();
  headers.set("x-forwarded-for", options.ip ?? freshIp());
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (typeof options.body === "string" || options.body instanceof Uint8Array) {
      body = options.body as BodyInit;
    } else {
      body = JSON.stringify(options.body);
      headers.set("content-type", "application/json");
    }
  }
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
  return new Request(`${BASE_URL}${options.path}`, { method, headers, body });
}

export async function call<T = any>(handler: RouteHandler, options: CallOptions): Promise<CallResult<T>> {
  const res = await handler(buildRequest(options), { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let json: any;
  if (text && /json/.test(res.headers.get("content-type") ?? "")) json = JSON.parse(text);
  // Every answer must match what its route declares (the schema the OpenAPI document shows).
  const problems = contractProblems(handler, res.status, res.headers, json);
  if (problems.length) {
    throw new Error(`${options.method ?? (options.body === undefined ? "GET" : "POST")} ${options.path} answered ${res.status} outside its declared contract:\n- ${problems.join("\n- ")}\n${text.slice(0, 500)}`);
  }
  return { status: res.status, headers: res.headers, json, text };
}
