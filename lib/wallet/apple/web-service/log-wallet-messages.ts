import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";

// POST /wallet/apple/v1/log: Wallet reports what went wrong with our web service (a bad pass, a
// refused request). Anyone can call it, so only a bounded part is logged: the first 20 messages,
// each cut at 1,000 characters (the log line is JSON, so no message can forge another line).

export const MAX_LOGGED_MESSAGES = 20;
export const MAX_LOGGED_CHARS = 1000;

export function logWalletMessages(messages: readonly string[], ip: string): void {
  // Like the rest of the web service: nothing to hear about while there are no passes.
  if (env().wallet.apple.mode === "off") throw new AppError("unavailable", "Apple Wallet passes are not available on this server.");
  const logged = messages.slice(0, MAX_LOGGED_MESSAGES);
  for (const message of logged) {
    logger.warn("apple wallet log", { message: message.slice(0, MAX_LOGGED_CHARS), ip });
  }
  if (messages.length > logged.length) logger.warn("apple wallet log: more messages not logged", { dropped: messages.length - logged.length, ip });
}
