import { randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { EMULATOR_SECRET_KEY, publishableKey } from "@/lib/payments/config";
import { emitEvent, type Deliver } from "@/lib/payments/emulator/events";
import type { EmulatorRequest, EmulatorResponse } from "@/lib/payments/emulator/exchange";
import { asRecord, asString, parseStripeForm } from "@/lib/payments/emulator/form";
import { handleRefunds } from "@/lib/payments/emulator/refunds";

// A Stripe-compatible PaymentIntents API, enough for the app's one code path to run without a
// Stripe account: create (with Idempotency-Key), retrieve, confirm with test cards, cancel,
// refunds (lib/payments/emulator/refunds.ts), and signed events delivered to the webhook. State
// lives in the database.

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): EmulatorResponse => ({
  status,
  body: { error: { type, message, ...extra } },
});

// Test cards: Stripe's documented numbers and payment method ids.
const DECLINED = new Set(["4000000000000002", "pm_card_chargeDeclined", "pm_card_visa_chargeDeclined"]);
const SUCCEEDS = new Set(["4242424242424242", "5555555555554444", "pm_card_visa", "pm_card_mastercard"]);

type Intent = Awaited<ReturnType<typeof loadIntent>>;

async function loadIntent(intentId: string) {
  const db = await getDb();
  return db.emulatorPaymentIntent.findUnique({ where: { id: intentId } });
}

export function intentObject(pi: NonNullable<Intent>) {
  return {
    id: pi.id,
    object: "payment_intent",
    amount: pi.amount,
    amount_received: pi.status === "succeeded" ? pi.amount : 0,
    currency: pi.currency,
    status: pi.status,
    client_secret: pi.clientSecret,
    metadata: pi.metadata,
    description: pi.description,
    payment_method: pi.paymentMethod,
    payment_method_types: ["card"],
    last_payment_error: pi.lastPaymentError ?? null,
    created: Math.floor(pi.createdAt.getTime() / 1000),
    livemode: false,
  };
}

function authorize(req: EmulatorRequest, pi?: NonNullable<Intent>, params?: Record<string, unknown>): EmulatorResponse | undefined {
  const key = /^Bearer\s+(\S+)/i.exec(req.headers.get("authorization") ?? "")?.[1];
  if (key === EMULATOR_SECRET_KEY) return undefined;
  // Browsers confirm with the publishable key plus the intent's client secret, as Stripe.js does
  // (the built-in one, or the one configured for a Payment Element in front of the emulator).
  const secret = asString(params?.client_secret) ?? req.query.get("client_secret");
  if (key === publishableKey() && pi && secret === pi.clientSecret) return undefined;
  return stripeError(401, "invalid_request_error", "Invalid API Key provided.");
}

async function create(req: EmulatorRequest, params: Record<string, unknown>): Promise<EmulatorResponse> {
  const denied = authorize(req, undefined, params);
  if (denied) return denied;
  const amount = Number(asString(params.amount));
  const currency = asString(params.currency)?.toLowerCase();
  if (!Number.isInteger(amount) || amount < 50) return stripeError(400, "invalid_request_error", "Amount must be at least 50 cents.", { param: "amount" });
  if (!currency || !/^[a-z]{3}$/.test(currency)) return stripeError(400, "invalid_request_error", "Invalid currency.", { param: "currency" });
  const db = await getDb();
  const intentId = id("pi");
  const pi = await db.emulatorPaymentIntent.create({
    data: {
      id: intentId,
      amount,
      currency,
      status: "requires_payment_method",
      clientSecret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
      metadata: asRecord(params.metadata),
      description: asString(params.description) ?? null,
    },
  });
  return { status: 200, body: intentObject(pi) };
}

function cardOf(params: Record<string, unknown>): string | undefined {
  const pmData = params.payment_method_data as Record<string, unknown> | undefined;
  const card = pmData?.card as Record<string, unknown> | undefined;
  return asString(card?.number)?.replace(/\s+/g, "") ?? asString(params.payment_method);
}

async function confirm(req: EmulatorRequest, pi: NonNullable<Intent>, params: Record<string, unknown>, deliver: Deliver): Promise<EmulatorResponse> {
  if (!["requires_payment_method", "requires_confirmation"].includes(pi.status)) {
    return stripeError(400, "invalid_request_error", `This PaymentIntent's status is ${pi.status}; it cannot be confirmed.`, { code: "payment_intent_unexpected_state" });
  }
  const card = cardOf(params);
  if (!card) return stripeError(400, "invalid_request_error", "A payment method is required.", { param: "payment_method" });
  const db = await getDb();
  const declined = DECLINED.has(card) || !SUCCEEDS.has(card);
  const paymentMethod = card.startsWith("pm_") ? card : `pm_card_${card.slice(-4)}`;
  const error = declined ? { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } : null;
  const updated = await db.emulatorPaymentIntent.update({
    where: { id: pi.id },
    data: {
      status: declined ? "requires_payment_method" : "succeeded",
      paymentMethod,
      lastPaymentError: (error ?? undefined) as Prisma.InputJsonValue | undefined,
    },
  });
  await emitEvent(declined ? "payment_intent.payment_failed" : "payment_intent.succeeded", intentObject(updated), deliver);
  if (declined) return stripeError(402, "card_error", "Your card was declined.", { code: "card_declined", decline_code: "generic_decline", payment_intent: intentObject(updated) });
  return { status: 200, body: intentObject(updated) };
}

async function cancel(pi: NonNullable<Intent>, deliver: Deliver): Promise<EmulatorResponse> {
  if (pi.status === "succeeded" || pi.status === "canceled") {
    return stripeError(400, "invalid_request_error", `This PaymentIntent's status is ${pi.status}; it cannot be canceled.`, { code: "payment_intent_unexpected_state" });
  }
  const db = await getDb();
  const updated = await db.emulatorPaymentIntent.update({ where: { id: pi.id }, data: { status: "canceled" } });
  await emitEvent("payment_intent.canceled", intentObject(updated), deliver);
  return { status: 200, body: intentObject(updated) };
}

/** Replays the stored answer of a request already made with the same Idempotency-Key. */
async function idempotent(req: EmulatorRequest, run: () => Promise<EmulatorResponse>): Promise<EmulatorResponse> {
  const key = req.headers.get("idempotency-key");
  if (req.method !== "POST" || !key) return run();
  const db = await getDb();
  const stored = await db.emulatorIdempotencyKey.findUnique({ where: { key } });
  if (stored) return { status: stored.status, body: stored.response };
  const result = await run();
  await db.emulatorIdempotencyKey
    .create({ data: { key, method: req.method, path: req.path, status: result.status, response: result.body as Prisma.InputJsonValue } })
    .catch(() => undefined);
  return result;
}

export async function handleEmulator(req: EmulatorRequest, deliver: Deliver): Promise<EmulatorResponse> {
  const params = req.method === "POST" ? parseStripeForm(req.body) : Object.fromEntries(req.query);
  const refund = /^\/v1\/refunds(?:\/([A-Za-z0-9_]+))?\/?$/.exec(req.path);
  if (refund) {
    // Refunds are server-side only: the secret key, never a client secret.
    return idempotent(req, async () => authorize(req) ?? handleRefunds(req, refund[1], params, deliver));
  }
  const m = /^\/v1\/payment_intents(?:\/([A-Za-z0-9_]+))?(?:\/(confirm|cancel))?\/?$/.exec(req.path);
  if (!m) return stripeError(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${req.path}).`);
  const [, intentId, action] = m;
  return idempotent(req, async () => {
    if (!intentId) return req.method === "POST" ? create(req, params) : stripeError(405, "invalid_request_error", "Method not allowed.");
    const pi = await loadIntent(intentId);
    if (!pi) return stripeError(404, "invalid_request_error", `No such payment_intent: '${intentId}'`, { code: "resource_missing", param: "intent" });
    const denied = authorize(req, pi, params);
    if (denied) return denied;
    if (!action && req.method === "GET") return { status: 200, body: intentObject(pi) };
    if (action === "confirm" && req.method === "POST") return confirm(req, pi, params, deliver);
    if (action === "cancel" && req.method === "POST") return cancel(pi, deliver);
    return stripeError(405, "invalid_request_error", "Method not allowed.");
  });
}
