import { forbidden } from "@/lib/api/errors";
import { todayUtc, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { professionalStatusOn } from "@/lib/professional/membership-status";

/**
 * The gate of professional acts (signing skills and dive logs, enrolling students): an expired
 * or suspended professional keeps read access but may not act. 403 naming the expiry date.
 */
export async function assertProfessionalActive(userId: number, today = todayUtc()): Promise<void> {
  const db = await getDb();
  const m = await db.professionalMembership.findUnique({ where: { userId }, select: { status: true, expireDate: true } });
  const status = m ? professionalStatusOn(m, today) : null;
  if (status === "expired") {
    const on = ymd(m?.expireDate);
    throw forbidden(`Your professional membership expired${on ? ` on ${on}` : ""}. Renew it to sign skills and dive logs or enrol students.`);
  }
  if (status === "suspended") throw forbidden("Your professional membership is suspended.");
}
