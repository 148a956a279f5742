// Fourth server of the benchmark (on unless BENCH_HANDLER=0): the app's own route handler
// (app/api/v1/profile/route.ts, with Prisma and withApi) called from a bare node:http server,
// without Next.js. App minus this server is what Next.js adds; this minus the baseline is what
// Prisma and the kernel add. Started by scripts/bench/run.ts like baseline-server.ts.
import http from "node:http";
import { Readable } from "node:stream";
import { GET } from "@/app/api/v1/profile/route";

const port = Number(process.env.BENCH_HANDLER_PORT ?? 3902);
const noParams = { params: Promise.resolve({}) };

const server = http.createServer((req, res) => {
  void (async () => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      }
      const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, { method: req.method, headers });
      const response = req.method === "GET" ? await GET(request, noParams) : new Response(null, { status: 405 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(res);
      else res.end();
    } catch (e) {
      process.stderr.write(`handler server: ${e instanceof Error ? e.message : String(e)}\n`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  })();
});
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
process.stdout.write(`handler server listening on http://127.0.0.1:${port}\n`);

const stop = () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
