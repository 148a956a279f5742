import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { diveLogStatistics } from "@/lib/dive-logs/statistics/get-statistics";
import { ZDiveLogStatistics, ZStatisticsQuery } from "@/lib/dive-logs/statistics/schema";

// The diver's logbook in figures (decision 0051): a handful of aggregate statements per request.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZStatisticsQuery,
    docs: {
      tag: "Diver dive logs",
      summary: "Logbook statistics",
      description:
        "Totals, records, per year and month, depth and duration histograms, by country, site and gas, and the SAC trend over the diver's own dives (deleted ones excluded), in the account's units (metric or imperial). `from`/`to` (Y-m-d) are inclusive against each dive's date.",
    },
    response: { description: "The logbook's statistics.", data: ZDiveLogStatistics },
    // Aggregates over the whole logbook: throttled like searches, the other repeatable heavy reads.
    rateLimit: [{ policy: policies.search }],
    handler: async ({ user, query }) => ok("Dive log statistics retrieved.", await diveLogStatistics(user.id, query)),
  }),
});
