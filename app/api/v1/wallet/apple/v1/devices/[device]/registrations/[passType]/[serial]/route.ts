import { z } from "zod";
import { rawResponse } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { emptyAnswer } from "@/lib/wallet/apple/web-service/answers";
import { registerDevice } from "@/lib/wallet/apple/web-service/register-device";
import { ZDeviceRegistrationParams, ZRegisterDeviceBody } from "@/lib/wallet/apple/web-service/schema";
import { unregisterDevice } from "@/lib/wallet/apple/web-service/unregister-device";

// Apple's PassKit web service: a device registers for a pass's updates, or unregisters (docs/wallet.md).

const authorization = { name: "Authorization", description: "`ApplePass <authenticationToken>`: the token in the pass's pass.json.", required: true };
const empty = { envelope: "raw", data: z.string().describe("Empty."), files: { "text/plain": "Empty." } } as const;
const errors = {
  401: "Without the pass's `ApplePass` token, or with another.",
  404: "Unknown pass type or serial number, or a parameter Wallet would not send.",
  503: "Apple Wallet passes are off on this server.",
} as const;

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    params: ZDeviceRegistrationParams,
    body: ZRegisterDeviceBody,
    maxBodyBytes: 4 * 1024,
    rateLimit: [{ policy: policies.walletRegistration }],
    docs: {
      tag: "Wallet",
      summary: "Register a device for a pass's updates",
      description: "Called by Apple Wallet when a pass is added. The push token is kept for the pass's update pushes (replaced on a repeated registration).",
      headers: [authorization],
      errors,
    },
    response: { ...empty, status: 201, description: "Registered.", also: [{ status: 200, description: "Already registered (push token updated)." }] },
    handler: async ({ req, params, body }) => {
      const result = await registerDevice({ ...params, authorization: req.headers.get("authorization"), pushToken: body.pushToken });
      return rawResponse(emptyAnswer(result === "created" ? 201 : 200));
    },
  }),
  DELETE: withApi({
    auth: "public",
    params: ZDeviceRegistrationParams,
    rateLimit: [{ policy: policies.walletRegistration }],
    docs: {
      tag: "Wallet",
      summary: "Unregister a device from a pass's updates",
      description: "Called by Apple Wallet when a pass is removed from the device. 200 also when it was not registered.",
      headers: [authorization],
      errors,
    },
    response: { ...empty, description: "Unregistered." },
    handler: async ({ req, params }) => {
      await unregisterDevice({ ...params, authorization: req.headers.get("authorization") });
      return rawResponse(emptyAnswer(200));
    },
  }),
});
