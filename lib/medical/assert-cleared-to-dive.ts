import type { Prisma } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { medicalStatusOf } from "@/lib/medical/medical-status";
import { isClearedToDive, type MedicalStatus } from "@/lib/medical/rules";

const explanation: Record<Exclude<MedicalStatus, "fit" | "fit_with_physician_approval">, string> = {
  missing: "has not completed the medical questionnaire",
  expired: "has a medical questionnaire that has expired",
  physician_approval_required: "needs a physician's approval of the medical questionnaire",
};

/** The skill gate: in-water skills are signed only for a student cleared to dive. */
export async function assertClearedToDive(db: Prisma.TransactionClient, studentId: number): Promise<void> {
  const status = await medicalStatusOf(studentId, new Date(), db);
  if (isClearedToDive(status)) return;
  const why = explanation[status as keyof typeof explanation];
  throw forbidden(`In-water skills cannot be signed: the student ${why} (medical status: ${status}).`);
}
