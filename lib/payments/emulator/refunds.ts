import { randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { emitEvent, type Deliver } from "@/lib/payments/emulator/events";
import { asRecord, asString } from "@/lib/payments/emulator/form";
import type { EmulatorRequest, EmulatorResponse } from "@/lib/payments/emulator/exchange";

// Stripe's Refunds API on the emulator's payment intents: create (never more than the charge's
// unrefunded amount, however many requests race: the intent's row is locked while checking),
// list by payment intent, retrieve, and the signed `charge.refunded` event.

type Row = { id: string; paymentIntentId: string; amount: number; currency: string; status: string; reason: string | null; metadata: Prisma.JsonValue; createdAt: Date };
type IntentRow = { id: string; amount: number; currency: string; status: string; metadata: Prisma.JsonValue; createdAt: Date };

const REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

const stripeError = (status: number, message: string, extra: Record<string, unknown> = {}): EmulatorResponse => ({
  status,
  body: { error: { type: "invalid_request_error", message, ...extra } },
});

/** The emulator has one charge per intent; its id is derived from the intent's. */
export const chargeIdOf = (intentId: string) => `ch_${intentId.replace(/^pi_/, "")}`;
const intentIdOfCharge = (chargeId: string) => `pi_${chargeId.replace(/^ch_/, "")}`;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function refundObject(r: Row) {
  return {
    id: r.id,
    object: "refund",
    amount: r.amount,
    balance_transaction: null,
    charge: chargeIdOf(r.paymentIntentId),
    created: unix(r.createdAt),
    currency: r.currency,
    destination_details: { type: "card", card: { type: "refund" } },
    metadata: r.metadata ?? {},
    payment_intent: r.paymentIntentId,
    reason: r.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: r.status,
    transfer_reversal: null,
  };
}

function chargeObject(pi: IntentRow, refunded: number) {
  return {
    id: chargeIdOf(pi.id),
    object: "charge",
    amount: pi.amount,
    amount_captured: pi.amount,
    amount_refunded: refunded,
    captured: true,
    created: unix(pi.createdAt),
    currency: pi.currency,
    disputed: false,
    livemode: false,
    metadata: pi.metadata ?? {},
    paid: true,
    payment_intent: pi.id,
    refunded: refunded >= pi.amount,
    status: "succeeded",
  };
}

async function create(params: Record<string, unknown>, deliver: Deliver): Promise<EmulatorResponse> {
  const charge = asString(params.charge);
  const intentId = asString(params.payment_intent) ?? (charge ? intentIdOfCharge(charge) : undefined);
  if (!intentId) return stripeError(400, "One of `charge` or `payment_intent` is required.", { param: "payment_intent" });
  const rawAmount = asString(params.amount);
  const amount = rawAmount === undefined ? undefined : Number(rawAmount);
  if (amount !== undefined && (!Number.isInteger(amount) || amount < 1)) return stripeError(400, "Invalid positive integer", { param: "amount" });
  const reason = asString(params.reason);
  if (reason !== undefined && !REASONS.has(reason)) return stripeError(400, `Invalid reason: must be one of ${[...REASONS].join(", ")}`, { param: "reason" });
  const db = await getDb();
  const outcome = await db.$transaction(async (tx) => {
    const [pi] = await tx.$queryRaw<IntentRow[]>`SELECT id, amount, currency, status, metadata, created_at AS "createdAt" FROM emulator_payment_intents WHERE id = ${intentId} FOR UPDATE`;
    if (!pi) return stripeError(404, `No such payment_intent: '${intentId}'`, { code: "resource_missing", param: "payment_intent" });
    if (pi.status !== "succeeded") return stripeError(400, `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, { code: "charge_not_refundable" });
    const done = await tx.emulatorRefund.aggregate({ where: { paymentIntentId: pi.id, status: { in: ["succeeded", "pending"] } }, _sum: { amount: true } });
    const refunded = done._sum.amount ?? 0;
    const remaining = pi.amount - refunded;
    if (remaining <= 0) return stripeError(400, `Charge ${chargeIdOf(pi.id)} has already been refunded.`, { code: "charge_already_refunded" });
    const value = amount ?? remaining;
    if (value > remaining) {
      return stripeError(400, `Refund amount (${dollars(value)}) is greater than unrefunded amount on charge (${dollars(remaining)})`, { code: "amount_too_large", param: "amount" });
    }
    const row = await tx.emulatorRefund.create({
      data: { id: `re_${randomBytes(12).toString("hex")}`, paymentIntentId: pi.id, amount: value, currency: pi.currency, status: "succeeded", reason: reason ?? null, metadata: asRecord(params.metadata) },
    });
    return { row, charge: chargeObject(pi, refunded + value) };
  });
  if ("status" in outcome) return outcome;
  // After the commit, like Stripe: a listener that asks back finds the refund.
  await emitEvent("charge.refunded", outcome.charge, deliver);
  return { status: 200, body: refundObject(outcome.row) };
}

async function list(query: URLSearchParams): Promise<EmulatorResponse> {
  const charge = query.get("charge");
  const intentId = query.get("payment_intent") ?? (charge ? intentIdOfCharge(charge) : null);
  const limit = Math.min(100, Math.max(1, Number(query.get("limit") ?? 10) || 10));
  const db = await getDb();
  const rows = await db.emulatorRefund.findMany({
    where: intentId ? { paymentIntentId: intentId } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  return { status: 200, body: { object: "list", data: rows.slice(0, limit).map(refundObject), has_more: rows.length > limit, url: "/v1/refunds" } };
}

/** `/v1/refunds` and `/v1/refunds/{id}`; the caller has checked the secret key. */
export async function handleRefunds(req: EmulatorRequest, refundId: string | undefined, params: Record<string, unknown>, deliver: Deliver): Promise<EmulatorResponse> {
  if (!refundId) {
    if (req.method === "POST") return create(params, deliver);
    if (req.method === "GET") return list(req.query);
    return stripeError(405, "Method not allowed.");
  }
  if (req.method !== "GET") return stripeError(405, "Method not allowed.");
  const db = await getDb();
  const row = await db.emulatorRefund.findUnique({ where: { id: refundId } });
  if (!row) return stripeError(404, `No such refund: '${refundId}'`, { code: "resource_missing", param: "id" });
  return { status: 200, body: refundObject(row) };
}
