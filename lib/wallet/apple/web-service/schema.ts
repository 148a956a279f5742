import { z } from "zod";

// Apple's PassKit web service (issue 39, decision 0050, docs/wallet.md): what Wallet sends. Apple's
// device library ids and push tokens are hex; letters and digits are accepted, nothing else, so a
// parameter that could not come from Wallet names no pass (404) before any query.

const ZDevice = z.string().regex(/^[A-Za-z0-9]{1,128}$/).describe("Wallet's device library identifier (letters and digits, at most 128).");
// The same pattern lib/env.ts accepts for APPLE_PASS_TYPE_ID.
const ZPassType = z.string().regex(/^pass\.[A-Za-z0-9.-]{1,195}$/).describe("The pass type identifier, e.g. `pass.org.divecert.card`.");
// The certification number (lib/wallet/pass-source.ts reads the same pattern).
const ZSerial = z.string().regex(/^[A-Za-z0-9-]{3,40}$/).describe("The pass's serial number: the certification number, e.g. `DC-2026-000123`.");

export const ZDeviceRegistrationsParams = z.object({ device: ZDevice, passType: ZPassType });
export const ZDeviceRegistrationParams = z.object({ device: ZDevice, passType: ZPassType, serial: ZSerial });
export const ZPassParams = z.object({ passType: ZPassType, serial: ZSerial });

export const ZRegisterDeviceBody = z.object({
  pushToken: z
    .string()
    .regex(/^[A-Za-z0-9]{1,200}$/, "The push token must be 1 to 200 letters and digits.")
    .describe("The device's APNs push token for the pass type."),
});

export const ZUpdatedSerialsQuery = z.object({
  passesUpdatedSince: z
    .string()
    .max(64)
    .optional()
    .describe("The `lastUpdated` tag of the previous answer (microseconds since 1970 as decimal digits). Absent, or not such a tag: every pass the device registered."),
});

export const ZUpdatedSerials = z
  .object({
    serialNumbers: z.array(z.string()).describe("The serial numbers (certification numbers) changed since the tag."),
    lastUpdated: z.string().describe("The tag to send as `passesUpdatedSince` next time."),
  })
  .meta({ id: "WalletUpdatedSerials" });

export const ZWalletLogBody = z.object({
  logs: z.array(z.string().max(100_000)).max(1000).describe("Messages from Wallet about failed requests; the first 20 are logged, each cut at 1,000 characters."),
});
