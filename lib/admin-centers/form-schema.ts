import { z } from "zod";
import { isDivisionOf } from "@/lib/geo/divisions";
import { ZCreateDiveCenter, ZUpdateDiveCenter } from "@/lib/admin-centers/schema";

// The console's dive-center form checks the subdivision against the chosen country while it
// checks the other fields, so one answer lists every problem (the service checks it again, with
// the country's name, once the form is otherwise valid).

const divisionMatches = (value: unknown): boolean => {
  const { country, state_code } = (value ?? {}) as { country?: unknown; state_code?: unknown };
  if (typeof country !== "string" || typeof state_code !== "string" || !country.trim() || !state_code.trim()) return true;
  return isDivisionOf(country.trim().toUpperCase(), state_code.trim().toUpperCase());
};

const withDivision = <S extends z.ZodType>(schema: S) =>
  schema.refine(divisionMatches, {
    path: ["state_code"],
    message: "The state code must be an ISO 3166-2 subdivision of the country, or empty.",
    // Also when other fields failed (that is the point), but not when the country itself did.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "country" || issue.path?.[0] === "state_code"),
  });

export const ZDiveCenterCreateForm = withDivision(ZCreateDiveCenter);
export const ZDiveCenterUpdateForm = withDivision(ZUpdateDiveCenter);
