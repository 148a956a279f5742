import http, { type IncomingHttpHeaders } from "node:http";

// Plain node:http, because the tier needs what fetch hides: the local address a request leaves
// from (nginx trusts one loopback address, clients use another) and the raw compressed bytes.

export type HttpResult = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: any;
  ms: number;
};

export type HttpOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  localAddress?: string;
  timeoutMs?: number;
};

/** Where test clients connect from: loopback, but not the proxy address the apps trust. */
export const CLIENT_ADDRESS = "127.0.0.3";
/** The address nginx connects to the instances from (TRUSTED_PROXIES of the tier). */
export const PROXY_ADDRESS = "127.0.0.2";

export function request(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  let payload: Buffer | undefined;
  if (options.body !== undefined) {
    payload = Buffer.isBuffer(options.body) ? options.body : Buffer.from(typeof options.body === "string" ? options.body : JSON.stringify(options.body));
    headers["content-type"] ??= "application/json";
    headers["content-length"] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: options.method ?? (payload ? "POST" : "GET"),
      headers,
      localAddress: options.localAddress ?? CLIENT_ADDRESS,
      agent: false,
      timeout: options.timeoutMs ?? 15_000,
    });
    req.on("timeout", () => req.destroy(new Error(`timeout after ${options.timeoutMs ?? 15_000} ms: ${url}`)));
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const text = res.headers["content-encoding"] ? "" : body.toString("utf8");
        let json: any;
        if (text && /json/.test(String(res.headers["content-type"]))) json = JSON.parse(text);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json, ms: performance.now() - started });
      });
    });
    req.end(payload);
  });
}

/** Polls until `check` holds; throws with the last answer after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (check(value)) return value;
      last = value;
    } catch (e) {
      last = (e as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms (last: ${JSON.stringify(last)?.slice(0, 300)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
