import { getDb } from "@/lib/db/client";
import { authorisedCertificationId, signerFor } from "@/lib/wallet/apple/web-service/resolve-pass";

// DELETE /wallet/apple/v1/devices/{device}/registrations/{passType}/{serial}: the pass was removed
// from the device. Done whether or not it was registered (Apple's protocol answers 200 either way).

export type UnregisterDeviceInput = { device: string; passType: string; serial: string; authorization: string | null };

export async function unregisterDevice(input: UnregisterDeviceInput): Promise<void> {
  await signerFor(input.passType);
  const certificationId = await authorisedCertificationId(input.serial, input.authorization);
  const db = await getDb();
  await db.appleWalletRegistration.deleteMany({ where: { deviceLibraryId: input.device, passTypeId: input.passType, certificationId } });
}
