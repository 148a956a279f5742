import { policies } from "@/lib/api/rate-limit";
import { withSession } from "@/lib/pages/session-route";
import { getGoogleSaveUrl } from "@/lib/wallet/google/get-google-save-url";
import { ZWalletPageParams } from "@/lib/wallet/schema";

// The certification page's "Add to Google Wallet" button: the session's own certification, sent
// on to Google's save page (303) with a link signed now. Refusals are the pages' error envelope.
export const GET = withSession({
  auth: "verified",
  params: ZWalletPageParams,
  login: "/certifications",
  rateLimit: policies.googleSaveLink,
  handler: async ({ user, params }) =>
    new Response(null, { status: 303, headers: { Location: await getGoogleSaveUrl(user.id, params.id), "Cache-Control": "no-store" } }),
});
