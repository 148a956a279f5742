import http from "node:http";
import net from "node:net";
import * as conflictsRoute from "@/app/api/v1/sync/conflicts/route";
import * as resolveRoute from "@/app/api/v1/sync/conflicts/[id]/resolve/route";
import * as courseRoute from "@/app/api/v1/sync/courses/[log_code]/route";
import * as changesRoute from "@/app/api/v1/sync/dive-logs/route";
import * as statusRoute from "@/app/api/v1/sync/status/route";
import * as uploadRoute from "@/app/api/v1/sync/upload/route";
import type { RouteHandler } from "@/tests/support/http";

// A real HTTP server for the sync failure tests: node:http in front of the route handlers (in
// this process, so they use the database the test installed), and a loopback TCP proxy that can
// drop the answer of a request after the server got it (the connection cut the issue asks for).

type Route = { pattern: RegExp; names: string[]; handlers: Record<string, RouteHandler> };
const routes: Route[] = [
  { pattern: /^\/api\/v1\/sync\/upload$/, names: [], handlers: uploadRoute as unknown as Record<string, RouteHandler> },
  { pattern: /^\/api\/v1\/sync\/status$/, names: [], handlers: statusRoute as unknown as Record<string, RouteHandler> },
  { pattern: /^\/api\/v1\/sync\/dive-logs$/, names: [], handlers: changesRoute as unknown as Record<string, RouteHandler> },
  { pattern: /^\/api\/v1\/sync\/conflicts$/, names: [], handlers: conflictsRoute as unknown as Record<string, RouteHandler> },
  { pattern: /^\/api\/v1\/sync\/conflicts\/([^/]+)\/resolve$/, names: ["id"], handlers: resolveRoute as unknown as Record<string, RouteHandler> },
  { pattern: /^\/api\/v1\/sync\/courses\/([^/]+)$/, names: ["log_code"], handlers: courseRoute as unknown as Record<string, RouteHandler> },
];

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const route = routes.map((r) => ({ r, m: r.pattern.exec(url.pathname) })).find((x) => x.m);
  const handler = route?.r.handlers[req.method ?? "GET"];
  if (!route || !handler) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const request = new Request(url, { method: req.method, headers, body });
  const params = Object.fromEntries(route.r.names.map((n, i) => [n, decodeURIComponent(route.m![i + 1]!)]));
  const answer = await handler(request, { params: Promise.resolve(params) });
  const out = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
  res.end(out);
}

export type Listening = { port: number; close: () => Promise<void> };

function listen(server: http.Server | net.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)));
}

export async function startSyncServer(): Promise<Listening> {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((e) => res.writeHead(500).end(String(e)));
  });
  const port = await listen(server);
  return { port, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

/**
 * Forwards loopback connections to `target`. `dropAnswer(n)` decides for the n-th answer (counted
 * over every connection) whether it is thrown away: the request reached the server in full, and
 * the client's connection is cut as the answer's first bytes come back.
 */
export async function startDroppingProxy(target: number, dropAnswer: (n: number) => boolean): Promise<Listening & { dropped: () => number }> {
  let answers = 0;
  let dropped = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, "127.0.0.1");
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    let dropping = false;
    upstream.on("data", (chunk: Buffer) => {
      if (chunk.subarray(0, 5).toString() === "HTTP/") dropping = dropAnswer(++answers);
      if (!dropping) {
        client.write(chunk);
        return;
      }
      dropped++;
      client.destroy();
      upstream.destroy();
    });
    upstream.on("end", () => client.end());
    for (const s of [client, upstream]) s.on("error", () => { client.destroy(); upstream.destroy(); });
  });
  const port = await listen(server);
  return {
    port,
    dropped: () => dropped,
    close: () => new Promise((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); }),
  };
}
