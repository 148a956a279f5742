import { getDb } from "@/lib/db/client";
import { authorisedCertificationId, signerFor } from "@/lib/wallet/apple/web-service/resolve-pass";

// POST /wallet/apple/v1/devices/{device}/registrations/{passType}/{serial}: Wallet asks for the
// pass's updates on this device. `created` (201) the first time, `updated` (200) after, with the
// push token replaced (a restored phone has a new one). Two identical registrations at once leave
// one row: the unique index decides, and the loser is told "already registered".

export type RegisterDeviceInput = { device: string; passType: string; serial: string; authorization: string | null; pushToken: string };

export async function registerDevice(input: RegisterDeviceInput): Promise<"created" | "updated"> {
  await signerFor(input.passType);
  const certificationId = await authorisedCertificationId(input.serial, input.authorization);
  const db = await getDb();
  const key = { deviceLibraryId: input.device, passTypeId: input.passType, certificationId };
  try {
    await db.appleWalletRegistration.create({ data: { ...key, pushToken: input.pushToken } });
    return "created";
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
  await db.appleWalletRegistration.updateMany({ where: key, data: { pushToken: input.pushToken } });
  return "updated";
}

const isUniqueViolation = (e: unknown) => e instanceof Error && "code" in e && (e as { code?: string }).code === "P2002";
