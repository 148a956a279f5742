import { z } from "zod";
import { rawResponse } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { emptyAnswer } from "@/lib/wallet/apple/web-service/answers";
import { logWalletMessages } from "@/lib/wallet/apple/web-service/log-wallet-messages";
import { ZWalletLogBody } from "@/lib/wallet/apple/web-service/schema";

// Apple's PassKit web service: Wallet's reports of errors with our passes or web service (docs/wallet.md).

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZWalletLogBody,
    maxBodyBytes: 64 * 1024,
    rateLimit: [{ policy: policies.walletLog }],
    docs: {
      tag: "Wallet",
      summary: "Log messages from Apple Wallet",
      description: "Wallet's error reports about our passes. The first 20 messages are written to the server log, each cut at 1,000 characters. Bodies over 64 KiB are refused.",
      errors: { 503: "Apple Wallet passes are off on this server." },
    },
    response: { envelope: "raw", description: "Logged.", data: z.string().describe("Empty."), files: { "text/plain": "Empty." } },
    handler: async ({ body, ip }) => {
      logWalletMessages(body.logs, ip);
      return rawResponse(emptyAnswer(200));
    },
  }),
});
