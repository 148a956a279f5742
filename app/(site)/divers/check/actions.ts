"use server";

import { z } from "zod";
import { policies } from "@/lib/api/rate-limit";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import { ZSearchDiversBody } from "@/lib/search/schema";
import { searchDivers } from "@/lib/search/search-divers";

// The page's door onto POST /search/divers: same schema, same exact-match rules, same hourly budget.

/** The fields of the chosen way to search, trimmed. */
function read(form: FormData) {
  const text = (name: string) => formText(form, name).trim();
  return formText(form, "mode") === "name"
    ? { mode: "name", first_name: text("first_name"), last_name: text("last_name"), dob: text("dob") }
    : { mode: "member_id", member_id: text("member_id") };
}

// Searching by member ID without one is that field's mistake (the API's schema alone would ask for the names instead).
const ZDiverCheck = z
  .looseObject({ mode: z.enum(["member_id", "name"]), member_id: z.string().optional() })
  .superRefine((v, ctx) => {
    if (v.mode === "member_id" && !v.member_id) ctx.addIssue({ code: "custom", path: ["member_id"], message: "The member id field is required." });
  })
  .transform((v): Record<string, unknown> => v)
  .pipe(ZSearchDiversBody);

export const checkDiver = defineFormAction({
  auth: "public",
  input: ZDiverCheck,
  read,
  keepValues: true,
  fieldWords: { namespace: "search.diver", blank: { member_id: "memberIdFormat" } },
  // Counted per address once the question is well formed, as the route does.
  rateLimit: { policy: policies.diverSearch, per: "address" },
  handler: async ({ input, lang }) => ({ data: await searchDivers(input, lang) }),
});
