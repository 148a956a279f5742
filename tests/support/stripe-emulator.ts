import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { env, setEnvForTests } from "@/lib/env";
import type { Deliver } from "@/lib/payments/emulator/events";
import { handleEmulator } from "@/lib/payments/emulator/handle";

// The emulator on a loopback port, so tests drive the real Stripe SDK over HTTP. Events go to
// `deliver` (a test hands them to the webhook route handler).

export async function startStripeEmulator(deliver: Deliver) {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const result = await handleEmulator(
      { method: req.method ?? "GET", path: url.pathname, headers, body: Buffer.concat(chunks).toString("utf8"), query: url.searchParams },
      deliver,
    );
    res.writeHead(result.status, { "content-type": "application/json", "request-id": "req_test" });
    res.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const previous = env();
  setEnvForTests({ ...previous, stripeEmulatorUrl: `http://127.0.0.1:${port}` });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      setEnvForTests(previous);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
