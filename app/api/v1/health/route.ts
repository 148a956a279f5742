import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";

// Liveness: answers while the process runs, without touching the database, so a database
// outage never gets healthy instances restarted.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    handler: async () => rawResponse(Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } })),
  }),
});
