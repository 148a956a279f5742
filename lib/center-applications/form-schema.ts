import { isDivisionOf } from "@/lib/geo/divisions";
import { ZSubmitApplication } from "@/lib/center-applications/schema";

// The application form (/professional/dive-center) checks the subdivision against the chosen
// country while it checks the other fields, as the console's center form does
// (lib/admin-centers/form-schema.ts), so one answer lists every problem; the service checks it again.

export const ZApplicationForm = ZSubmitApplication.refine(
  (value) => !value.state_code || isDivisionOf(value.country, value.state_code),
  {
    path: ["state_code"],
    message: "The state code must be an ISO 3166-2 subdivision of the country, or empty.",
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "country" || issue.path?.[0] === "state_code"),
  },
);
