import { z } from "zod";
import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";

// Liveness: answers while the process runs, without touching the database, so a database
// outage never gets healthy instances restarted.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    docs: {
      tag: "Operations",
      summary: "Liveness",
      description: "`{ \"status\": \"ok\" }` while the process runs. Never touches the database, so an outage does not get healthy instances restarted.",
    },
    response: { envelope: "raw", description: "The process is alive.", data: z.object({ status: z.literal("ok") }).meta({ id: "Health" }) },
    handler: async () => rawResponse(Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } })),
  }),
});
