import { listAdminUsers } from "@/lib/admin-users/list-users";
import { ZAdminUserQuery, ZAdminUserRecord } from "@/lib/admin-users/schema";
import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    query: ZAdminUserQuery,
    docs: {
      tag: "Admin",
      summary: "Search accounts",
      description: "`q` matches part of the e-mail, member id or names, case and accents ignored; `status`, `role` and `professional` (a professional status, or `none`) filter. Newest accounts first, paginated.",
    },
    response: { description: "A page of accounts.", data: ZLengthAwarePage(ZAdminUserRecord) },
    handler: async ({ query, url, lang }) => ok("Users retrieved.", await listAdminUsers(query, url, lang)),
  }),
});
