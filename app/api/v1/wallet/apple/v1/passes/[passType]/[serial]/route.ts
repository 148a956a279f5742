import { z } from "zod";
import { rawResponse } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { pkpassResponse } from "@/lib/wallet/apple/pass-response";
import { notModified } from "@/lib/wallet/apple/web-service/answers";
import { getLatestPass } from "@/lib/wallet/apple/web-service/get-latest-pass";
import { ZPassParams } from "@/lib/wallet/apple/web-service/schema";

// Apple's PassKit web service: the latest version of a pass (docs/wallet.md).

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZPassParams,
    rateLimit: [{ policy: policies.walletUpdates }],
    docs: {
      tag: "Wallet",
      summary: "The latest version of a pass",
      description:
        "Called by Apple Wallet for each serial number the update list named. A revoked certification's pass is served, with `voided: true` and no barcode. **304** with no body when `If-Modified-Since` is not older than the pass's `Last-Modified` (the certification's last change, whole seconds).",
      headers: [
        { name: "Authorization", description: "`ApplePass <authenticationToken>`: the token in the pass's pass.json.", required: true },
        { name: "If-Modified-Since", description: "The `Last-Modified` of the copy the device holds." },
      ],
      errors: {
        401: "Without the pass's `ApplePass` token, or with another.",
        404: "Unknown pass type or serial number, or a parameter Wallet would not send.",
        503: "Apple Wallet passes are off on this server.",
      },
    },
    response: {
      envelope: "raw",
      description: "The signed pass, with `Last-Modified`.",
      data: z.string().describe("The .pkpass file."),
      empty: [{ status: 304, description: "Not modified since `If-Modified-Since`." }],
      files: { "application/vnd.apple.pkpass": "The pass: a ZIP with pass.json, images, manifest.json and its detached PKCS#7 signature." },
    },
    handler: async ({ req, params }) => {
      const pass = await getLatestPass({ ...params, authorization: req.headers.get("authorization"), ifModifiedSince: req.headers.get("if-modified-since") });
      return rawResponse(pass.modified ? pkpassResponse(pass.body, pass.filename, pass.lastModified) : notModified(pass.lastModified));
    },
  }),
});
