import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listStoreCourses } from "@/lib/store/list-store-courses";
import { ZStoreQuery } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZStoreQuery,
    handler: async ({ user, query, lang }) => ok("Courses available for purchase.", await listStoreCourses(user.id, query, lang)),
  }),
});
