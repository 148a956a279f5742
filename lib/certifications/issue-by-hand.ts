import type { Prisma } from "@/generated/prisma/client";
import { conflict, validationError, type FieldErrors } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { dateOnly } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { adminCertificationSelect, toAdminCertification } from "@/lib/certifications/admin-serializers";
import { issueManualCertification } from "@/lib/certifications/issue-certification";
import type { AdminCertificationRecord, IssueCertificationInput } from "@/lib/certifications/schema";
import type { Lang } from "@/lib/i18n/language";

// POST /admin/certifications: staff issue a certification by hand (a transfer from another
// agency, a record lost before DiveCert kept them). Numbered like every other one
// (lib/certifications/issue-certification.ts), the qualification follows, and the audit row
// keeps the reason, all in one transaction.

const professionalLevels = ["professional", "trainer", "examiner"] as const;

async function referenceErrors(tx: Prisma.TransactionClient, input: IssueCertificationInput): Promise<FieldErrors> {
  const [user, course, instructor, center] = await Promise.all([
    tx.user.findUnique({ where: { id: input.user }, select: { id: true, status: true } }),
    tx.course.findUnique({ where: { id: input.course }, select: { kind: true } }),
    input.instructor
      ? tx.user.findFirst({ where: { id: input.instructor, professional: { isNot: null }, qualificationLevel: { in: [...professionalLevels] } }, select: { id: true } })
      : null,
    input.dive_center ? tx.diveCenter.findUnique({ where: { id: input.dive_center }, select: { id: true } }) : null,
  ]);
  const errors: FieldErrors = {};
  if (!user) errors.user = ["The selected user does not exist."];
  else if (user.status === "closed") errors.user = ["The selected account is closed."];
  if (!course) errors.course = ["The selected course does not exist."];
  else if (course.kind !== "course") errors.course = ["A free learning does not lead to a certification."];
  if (input.instructor && !instructor) errors.instructor = ["The selected instructor is not a dive professional."];
  else if (input.instructor && input.instructor === input.user) errors.instructor = ["The holder cannot be their own instructor."];
  if (input.dive_center && !center) errors.dive_center = ["The selected dive center does not exist."];
  return errors;
}

export async function issueCertificationByHand(input: IssueCertificationInput, audit: AuditContext, lang: Lang): Promise<AdminCertificationRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const errors = await referenceErrors(tx, input);
    if (Object.keys(errors).length) throw validationError(errors);
    // Serialise issues for one holder, so two staff cannot both pass the check below.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${input.user} FOR UPDATE`;
    const held = await tx.certification.findFirst({ where: { userId: input.user, courseId: input.course, status: "valid" }, select: { number: true } });
    if (held) throw conflict(`The diver already holds a valid certification of this course (${held.number}); revoke it first to issue another.`, { number: held.number });
    const issued = await issueManualCertification(tx, {
      userId: input.user,
      courseId: input.course,
      instructorId: input.instructor ?? null,
      diveCenterId: input.dive_center ?? null,
      issuedAt: dateOnly(input.issued_on),
      reason: input.reason,
    });
    const row = await tx.certification.findUniqueOrThrow({ where: { id: issued.id }, select: adminCertificationSelect });
    await recordAudit(tx, audit, {
      action: "certification.issued",
      subject: { type: "certification", id: row.id },
      after: {
        number: row.number,
        user_id: input.user,
        course_id: input.course,
        issued_on: input.issued_on,
        instructor_id: input.instructor ?? null,
        dive_center_id: input.dive_center ?? null,
        status: row.status,
        reason: input.reason,
      },
    });
    return toAdminCertification(row, lang);
  });
}
