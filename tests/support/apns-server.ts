import http2 from "node:http2";
import type { AddressInfo } from "node:net";

// A local HTTP/2 server standing in for APNs (Apple's provider API): cleartext HTTP/2 (h2c, which
// node's http2.connect speaks to an `http:` URL) on 127.0.0.1, any port. It keeps every request
// (path, headers, body) and answers each device token as the test says: 200 by default, or a
// status with Apple's `{"reason": ...}` body, or no answer at all (for timeouts).

export type ApnsRequest = { method: string; path: string; token: string; headers: http2.IncomingHttpHeaders; body: string };

/** How the server answers one device token: a status (200 has no body), Apple's reason, or never. */
export type ApnsAnswer = { status: number; reason?: string; timestamp?: number } | "hang";

export type TestApns = {
  /** `http://127.0.0.1:<port>`: the value of `env().wallet.apns.url` for the client under test. */
  url: string;
  requests: ApnsRequest[];
  /** The answer for `token` from now on (default 200). */
  answer: (token: string, answer: ApnsAnswer) => void;
  /** Resolves once `count` requests in all have arrived (a bound, not a wait: rejects after `timeoutMs`). */
  waitForRequests: (count: number, timeoutMs?: number) => Promise<ApnsRequest[]>;
  close: () => Promise<void>;
};

export async function startTestApns(port = 0): Promise<TestApns> {
  const answers = new Map<string, ApnsAnswer>();
  const requests: ApnsRequest[] = [];
  const waiters = new Set<() => void>();
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  server.on("stream", (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const path = String(headers[":path"] ?? "");
      const token = decodeURIComponent(/^\/3\/device\/([^/?]+)$/.exec(path)?.[1] ?? "");
      requests.push({ method: String(headers[":method"]), path, token, headers, body: Buffer.concat(chunks).toString("utf8") });
      for (const wake of waiters) wake();
      const answer = answers.get(token) ?? { status: 200 };
      if (answer === "hang") return;
      const apnsId = `00000000-0000-4000-8000-${String(requests.length).padStart(12, "0")}`;
      if (answer.status === 200) {
        stream.respond({ ":status": 200, "apns-id": apnsId }, { endStream: true });
        return;
      }
      stream.respond({ ":status": answer.status, "apns-id": apnsId, "content-type": "application/json" });
      stream.end(JSON.stringify({ reason: answer.reason ?? "InternalServerError", ...(answer.timestamp !== undefined ? { timestamp: answer.timestamp } : {}) }));
    });
    stream.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    answer: (token, answer) => void answers.set(token, answer),
    waitForRequests: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          cleanup();
          resolve(requests.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`The APNs stand-in got ${requests.length} request(s) of the ${count} awaited within ${timeoutMs} ms.`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
