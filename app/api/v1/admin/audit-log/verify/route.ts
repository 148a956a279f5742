import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZAuditChainReport } from "@/lib/audit/list-schema";
import { verifyAuditChain } from "@/lib/audit/verify-audit-chain";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    docs: {
      tag: "Admin",
      summary: "Verify the audit log's hash chain",
      description: "Recomputes every row's hash from the previous one; `first_bad_id` is the first row that does not match (null when the chain is intact).",
    },
    response: { description: "The verification's result.", data: ZAuditChainReport },
    handler: async () => ok("Audit chain verified.", await verifyAuditChain()),
  }),
});
