import { policies } from "@/lib/api/rate-limit";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { getGoogleSaveUrl } from "@/lib/wallet/google/get-google-save-url";
import { ZGoogleSaveUrl } from "@/lib/wallet/google/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCertificationParams,
    docs: {
      tag: "User",
      summary: "Add a certification to Google Wallet",
      description:
        "An \"Add to Google Wallet\" link (`https://pay.google.com/gp/v/save/<JWT>`). The JWT is signed with RS256 by the Google Wallet service account (`iss` its e-mail, `kid` its key id), `aud: google`, `typ: savetowallet`, `origins: [APP_URL]`, and carries a generic pass object with the course, level, card number, member id, issue date and the card's signed QR code as barcode, in the holder's language with the other languages as translations. Without production settings the embedded mode signs with a test key published at `/.well-known/divecert-test-wallet-jwks.json`.",
      errors: {
        404: "Unknown certification, or another person's.",
        410: "The certification was revoked: it has no new pass.",
        503: "Google Wallet is not set up on this server.",
      },
    },
    rateLimit: [{ policy: policies.googleSaveLink }],
    response: { description: "The save link.", data: ZGoogleSaveUrl },
    handler: async ({ user, params }) => ok("Google Wallet link created.", { save_url: await getGoogleSaveUrl(user.id, params.certification) }),
  }),
});
