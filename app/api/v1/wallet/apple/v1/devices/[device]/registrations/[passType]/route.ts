import { rawResponse } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { appleJson, emptyAnswer } from "@/lib/wallet/apple/web-service/answers";
import { listUpdatedSerials } from "@/lib/wallet/apple/web-service/list-updated-serials";
import { ZDeviceRegistrationsParams, ZUpdatedSerials, ZUpdatedSerialsQuery } from "@/lib/wallet/apple/web-service/schema";

// Apple's PassKit web service: which of the device's passes changed since its last tag (docs/wallet.md).

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZDeviceRegistrationsParams,
    query: ZUpdatedSerialsQuery,
    rateLimit: [{ policy: policies.walletUpdates }],
    docs: {
      tag: "Wallet",
      summary: "Serial numbers of a device's passes updated since a tag",
      description:
        "Called by Apple Wallet after a push or a pull to refresh. No token (Apple's protocol): the device library id scopes the answer. **204** with no body when none of the device's registered passes changed after `passesUpdatedSince` (or the device has none).",
      errors: { 404: "A pass type that is not this server's, or a parameter Wallet would not send.", 503: "Apple Wallet passes are off on this server." },
    },
    response: {
      envelope: "raw",
      description: "The passes changed since the tag, and the next tag.",
      data: ZUpdatedSerials,
      empty: [{ status: 204, description: "None of the device's passes changed since the tag." }],
    },
    handler: async ({ params, query }) => {
      const serials = await listUpdatedSerials(params.device, params.passType, query.passesUpdatedSince);
      return rawResponse(serials ? appleJson(serials) : emptyAnswer(204));
    },
  }),
});
