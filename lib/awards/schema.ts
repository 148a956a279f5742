import { z } from "zod";
import { zYmd } from "@/lib/api/record-formats";

// The award card record (GET /diver/award-cards); lib/awards/awards.ts builds it.

export const ZAwardCard = z
  .object({
    code: z.string().describe("`{kind}_{threshold}`, e.g. dives_100."),
    name: z.string(),
    kind: z.enum(["dives", "certifications"]).describe("dives: logged dives (every diver); certifications: issued (professionals)."),
    threshold: z.number().int(),
    count: z.number().int().describe("Logged so far."),
    earned: z.boolean(),
    earned_at: zYmd().nullable().describe("The date of the threshold-th dive or certification; null until earned."),
    progress: z.number().int().min(0).max(100).describe("0–100, rounded down: 100 only when earned."),
  })
  .meta({ id: "AwardCard", description: "A milestone and the progress toward it." });
