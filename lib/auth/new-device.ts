import { createHash } from "node:crypto";
import { deviceNetwork, shortIp, type ClientInfo } from "@/lib/auth/client-info";
import { deviceLabel } from "@/lib/auth/device-label";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail/send-mail";
import { newDeviceMail } from "@/lib/mail/templates";

// The new-device e-mail (contract section 5, decision 0026): a sign-in from a user agent and /16
// network the account has not used for 90 days. The account's very first sign-in (nothing known
// yet: just registered, or the first since this feature shipped) is recorded without a mail.

export const KNOWN_DEVICE_DAYS = 90;
const DAY = 86_400_000;

/**
 * The device part of the key is what people call their device (browser and system, so a browser
 * update does not count as a new device); a user agent the parser cannot name is taken whole.
 */
function deviceText(userAgent: string | null): string {
  const { browser, os } = deviceLabel(userAgent);
  return browser && os ? `${browser}\u0000${os}` : (userAgent ?? "");
}

function deviceKey(userId: number, client: ClientInfo) {
  return {
    userId,
    uaHash: createHash("sha256").update(deviceText(client.userAgent)).digest("hex"),
    network: deviceNetwork(client.ip) ?? "unknown",
  };
}

/** A refresh or a continued legacy token: the device stays known, no mail. */
export async function seenAgain(userId: number, client: ClientInfo): Promise<void> {
  const db = await getDb();
  const key = deviceKey(userId, client);
  await db.knownDevice.upsert({
    where: { userId_uaHash_network: key },
    update: { lastSeenAt: new Date() },
    create: key,
  });
}

/** Answers whether the sign-in was from a new device (and then the e-mail is on its way). */
export async function noteSignIn(userId: number, client: ClientInfo, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const key = deviceKey(userId, client);
  const cutoff = new Date(now.getTime() - KNOWN_DEVICE_DAYS * DAY);
  // Seen within 90 days: known, just mark it seen.
  const fresh = await db.knownDevice.updateMany({ where: { ...key, lastSeenAt: { gte: cutoff } }, data: { lastSeenAt: now } });
  if (fresh.count > 0) return false;
  const firstEver = (await db.knownDevice.count({ where: { userId } })) === 0;
  // Each step claims its row, so two sign-ins racing from one new device send one e-mail.
  const stale = await db.knownDevice.updateMany({ where: { ...key, lastSeenAt: { lt: cutoff } }, data: { lastSeenAt: now } });
  const inserted = stale.count > 0 ? 0 : (await db.knownDevice.createMany({ data: [{ ...key, firstSeenAt: now, lastSeenAt: now }], skipDuplicates: true })).count;
  if (stale.count === 0 && inserted === 0) return false;
  if (firstEver) return false;
  await mailNewDevice(userId, client, now);
  return true;
}

async function mailNewDevice(userId: number, client: ClientInfo, at: Date) {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true, defaultLanguage: true } });
  if (!user) return;
  const url = `${env().appUrl}/profile/sessions`;
  const mail = newDeviceMail({
    firstName: user.firstName,
    lang: user.defaultLanguage,
    device: deviceLabel(client.userAgent),
    network: shortIp(client.ip),
    at,
    url,
  });
  // Recorded after the answer is on its way (mailsSettled() waits for it); with SMTP the outbox
  // row and its send-email job commit together and the job queue delivers it.
  sendMail({ to: user.email, kind: "new_device", ...mail }).catch((e) => logger.error("new device mail failed", { error: (e as Error).message }));
}

/**
 * Kept a year, not 90 days: an account whose every device was forgotten would take its next
 * sign-in for the first ever and send no e-mail (the purge job).
 */
export const KEEP_DEVICE_DAYS = 365;

export async function forgetOldDevices(now = new Date()): Promise<number> {
  const db = await getDb();
  return (await db.knownDevice.deleteMany({ where: { lastSeenAt: { lt: new Date(now.getTime() - KEEP_DEVICE_DAYS * DAY) } } })).count;
}
