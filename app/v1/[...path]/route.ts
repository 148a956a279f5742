import { usingEmulator } from "@/lib/payments/config";
import { deliverOverHttp } from "@/lib/payments/emulator/events";
import { handleEmulator } from "@/lib/payments/emulator/handle";

// The built-in Stripe-compatible emulator, at the paths the Stripe SDK uses (`/v1/...`).
// It exists only while no STRIPE_SECRET_KEY is configured, and on a server install (DATABASE_URL)
// only with STRIPE_EMULATOR=1 (lib/env.ts, decision 0038): otherwise every path here is a 404.
async function serve(req: Request): Promise<Response> {
  if (!usingEmulator()) return Response.json({ error: { type: "invalid_request_error", message: "Not found." } }, { status: 404 });
  const url = new URL(req.url);
  const result = await handleEmulator(
    { method: req.method, path: url.pathname, headers: req.headers, body: req.method === "POST" ? await req.text() : "", query: url.searchParams },
    deliverOverHttp,
  );
  return Response.json(result.body, { status: result.status, headers: { "request-id": `req_${Date.now().toString(36)}` } });
}

export const GET = serve;
export const POST = serve;
