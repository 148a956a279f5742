import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getSyncStatus } from "@/lib/sync/get-sync-status";
import { ZSyncStatus } from "@/lib/sync/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Sync", summary: "Sync status" },
    response: { description: "What the device compares with its copy.", data: ZSyncStatus },
    handler: async ({ user }) => ok("Sync status retrieved.", await getSyncStatus(user.id)),
  }),
});
