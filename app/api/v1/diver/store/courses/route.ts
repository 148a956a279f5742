import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listStoreCourses } from "@/lib/store/list-store-courses";
import { ZStoreItem, ZStoreQuery } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZStoreQuery,
    docs: { tag: "Diver store", summary: "List courses for sale", description: "With the USD price and the price including this diver's VAT." },
    response: { description: "Purchasable courses.", data: z.array(ZStoreItem) },
    handler: async ({ user, query, lang }) => ok("Courses available for purchase.", await listStoreCourses(user.id, query, lang)),
  }),
});
