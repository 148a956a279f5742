import { afterEach, describe, expect, it } from "vitest";
import * as emulatorRoute from "@/app/v1/[...path]/route";
import { env, parseEnv, setEnvForTests } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { EMULATOR_SECRET_KEY, usingEmulator } from "@/lib/payments/config";

// Issue 35: the emulator's routes (/v1/..., where the Stripe SDK looks) answer only while the
// emulator is on: the embedded mode, or a server install that says STRIPE_EMULATOR=1. With a real
// key they are a 404, so nobody can "pay" there with a test card.

const base = env();
afterEach(() => setEnvForTests(base));

const server = { DATA_DIR: base.dataDir, DATABASE_URL: "postgresql://x@127.0.0.1/x", AUTH_SECRET: "s".repeat(40) };
const useSettings = (source: Record<string, string>) => setEnvForTests({ ...parseEnv(source), dataDir: base.dataDir });

function createIntent(): Promise<Response> {
  return emulatorRoute.POST(
    new Request("http://127.0.0.1:3000/v1/payment_intents", {
      method: "POST",
      headers: { authorization: `Bearer ${EMULATOR_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
      body: "amount=5000&currency=usd&description=emulator-routes-test",
    }),
  );
}

const intentsNamed = async () => (await getDb()).emulatorPaymentIntent.count({ where: { description: "emulator-routes-test" } });

describe("the Stripe emulator's routes", () => {
  it("are a 404 on a server install with a Stripe key, and nothing is written", async () => {
    useSettings({ ...server, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" });
    expect(usingEmulator()).toBe(false);
    const before = await intentsNamed();
    const created = await createIntent();
    expect(created.status).toBe(404);
    expect(await created.json()).toEqual({ error: { type: "invalid_request_error", message: "Not found." } });
    const read = await emulatorRoute.GET(new Request(`http://127.0.0.1:3000/v1/payment_intents/pi_x?client_secret=x`));
    expect(read.status).toBe(404);
    expect(await intentsNamed()).toBe(before);
  });

  it("serve a server install that says STRIPE_EMULATOR=1, and the embedded mode", async () => {
    for (const source of [{ ...server, STRIPE_EMULATOR: "1" }, { DATA_DIR: base.dataDir, AUTH_SECRET: "s".repeat(40) }]) {
      useSettings(source);
      expect(usingEmulator()).toBe(true);
      const before = await intentsNamed();
      const created = await createIntent();
      expect(created.status, JSON.stringify(source)).toBe(200);
      expect(await created.json()).toMatchObject({ object: "payment_intent", amount: 5000, status: "requires_payment_method" });
      expect(await intentsNamed()).toBe(before + 1);
    }
  });
});
