import { policies } from "@/lib/api/rate-limit";
import { z } from "zod";
import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { getApplePass } from "@/lib/wallet/apple/get-apple-pass";
import { PKPASS_TYPE, pkpassResponse } from "@/lib/wallet/apple/pass-response";

// The certification's Apple Wallet pass (contract section 6, "Wallet passes"); the web page serves
// the same file through the session at /certifications/{id}/wallet/apple.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCertificationParams,
    rateLimit: [{ policy: policies.applePass }],
    docs: {
      tag: "User",
      summary: "Download a certification as an Apple Wallet pass",
      description:
        "A signed `.pkpass` (ZIP): `pass.json` (a generic pass: course, level, card number, diver's name and member ID, issue date; the card's signed QR link as its barcode; " +
        "`serialNumber` = the certification number, `authenticationToken` and `webServiceURL` for Apple's PassKit web service under `/api/v1/wallet/apple`), " +
        "the images, an `.lproj` per language, `manifest.json` (SHA-1 of every other file) and `signature` (a detached PKCS#7 of the manifest by the pass type certificate, with Apple's WWDR certificate). " +
        "Without production keys, the embedded mode signs with a local test chain whose root is at `/.well-known/divecert-test-pass-ca.pem`, and the pass says it is a test pass. " +
        "`Content-Disposition: attachment; filename=\"<number>.pkpass\"`, `Last-Modified` = the certification's last change.",
      errors: {
        404: "Not one of your certifications.",
        410: "The certification was revoked: it has no new pass.",
        503: "Apple Wallet passes are off on this server.",
      },
    },
    response: { envelope: "raw", description: "The pass.", data: z.string().describe("The .pkpass file."), files: { [PKPASS_TYPE]: "The signed Apple Wallet pass (a ZIP)." } },
    handler: async ({ user, params }) => {
      const pass = await getApplePass(user.id, params.certification);
      return rawResponse(pkpassResponse(pass.body, pass.filename, pass.lastModified));
    },
  }),
});
