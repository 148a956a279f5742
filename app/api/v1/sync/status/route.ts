import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getSyncStatus } from "@/lib/sync/get-sync-status";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    handler: async ({ user }) => ok("Sync status retrieved.", await getSyncStatus(user.id)),
  }),
});
