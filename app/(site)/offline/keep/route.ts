import { ok } from "@/lib/api/envelope";
import { jsonResponse } from "@/lib/api/respond";
import { keepList } from "@/lib/offline/keep-list";
import { withSession } from "@/lib/pages/session-route";

// GET /offline/keep (decision 0049): what the service worker keeps for the signed-in account, by
// the browser's session cookie. Any signed-in account (a shut door still has pages to keep: they
// say why); signed out, the 401 envelope, as the worker asks with fetch, never a navigation.
// No rate limit, as the other cookie reads: the worker asks at most every 10 minutes per tab.
export const GET = withSession({
  auth: "user",
  allowInactive: true,
  handler: async ({ req, user, lang, requestId }) => jsonResponse(req, ok("What this device keeps offline.", await keepList(user, lang)), requestId),
});
