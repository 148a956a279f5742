import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZInstructorResult, ZSearchInstructorsBody } from "@/lib/search/schema";
import { searchInstructors } from "@/lib/search/search-instructors";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZSearchInstructorsBody,
    docs: {
      tag: "Search",
      summary: "Find an instructor",
      description: "Active professionals only (a membership past its expiry date counts as expired). Empty filters count as not given.",
    },
    response: { description: "A page of professionals.", data: ZLengthAwarePage(ZInstructorResult) },
    rateLimit: [{ policy: policies.search }],
    handler: async ({ body: { page, per_page, ...filters }, url, lang }) =>
      ok("Instructors retrieved.", await searchInstructors(filters, { page, per_page }, url, lang)),
  }),
});
