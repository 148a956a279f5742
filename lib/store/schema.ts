import { z } from "zod";

// The store prices in USD only (specification, Limits 1); the code is accepted in any case.
export const ZCurrency = z
  .string({ error: "The currency field is required." })
  .trim()
  .refine((v) => v.toUpperCase() === "USD", "The selected currency is invalid: the store prices in USD only.")
  .transform(() => "USD" as const);

export const ZCheckout = z.object({ currency: ZCurrency });
export const ZProfessionalCheckout = z.object({ currency: ZCurrency, student_id: z.number().int().positive().max(2_147_483_647) });
export const ZConfirmOrder = z.object({ payment_intent_id: z.string().trim().min(1).max(255) });

export const ZCourseRefParams = z.object({ course: z.string().min(1).max(64) });
export const ZOrderParams = z.object({ order: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZStoreQuery = z.object({
  level: z.enum(["diver", "specialty", "professional", "trainer", "examiner"]).optional(),
  q: z.string().trim().max(100).optional(),
});

export const ZPaymentIntentResponse = z.object({
  client_secret: z.string(),
  payment_intent_id: z.string(),
  order_id: z.number().int(),
  amount: z.number().int().describe("Integer cents, VAT included, computed by the server."),
  currency: z.string().length(3),
});
