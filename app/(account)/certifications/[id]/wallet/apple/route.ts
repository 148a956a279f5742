import { policies } from "@/lib/api/rate-limit";
import { withSession } from "@/lib/pages/session-route";
import { getApplePass } from "@/lib/wallet/apple/get-apple-pass";
import { pkpassResponse } from "@/lib/wallet/apple/pass-response";
import { ZWalletPageParams } from "@/lib/wallet/schema";

// "Add to Apple Wallet" on the certification page: the same pass as the API's, by the session
// cookie (a link cannot carry a bearer token). Safari on iOS opens it in Wallet.
export const GET = withSession({
  auth: "verified",
  params: ZWalletPageParams,
  rateLimit: policies.applePass,
  handler: async ({ user, params }) => {
    const pass = await getApplePass(user.id, params.id);
    return pkpassResponse(pass.body, pass.filename, pass.lastModified);
  },
});
