import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getDiveLog } from "@/lib/dive-logs/get-dive-log";
import { ZDiveLogRecord } from "@/lib/dive-logs/record-schema";
import { ZDiveLogParams, ZUpdateDiveLog } from "@/lib/dive-logs/schema";
import { updateDiveLog } from "@/lib/dive-logs/update-dive-log";

// {id} is the numeric id or the uuid. No DELETE: dive logs are only soft-deleted.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZDiveLogParams,
    docs: { tag: "Diver dive logs", summary: "Read a dive log", description: "`{id}` is the numeric id or the uuid." },
    response: { description: "The dive log.", data: ZDiveLogRecord },
    handler: async ({ user, params }) => ok("Dive log retrieved.", await getDiveLog(user.id, params.id)),
  }),
  PATCH: withApi({
    auth: "verified",
    params: ZDiveLogParams,
    body: ZUpdateDiveLog,
    docs: {
      tag: "Diver dive logs",
      summary: "Update a dive log",
      description: "`{id}` is the numeric id or the uuid. Any field of the dive log; the same bounds as when logging.",
      errors: { 409: "The dive log is signed, and so locked." },
    },
    response: { description: "The updated dive log.", data: ZDiveLogRecord },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) => ok("Dive log updated.", await updateDiveLog(user.id, params.id, body)),
  }),
});
