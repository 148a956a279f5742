import type { Prisma } from "@/generated/prisma/client";
import { isoMicro, ymd } from "@/lib/dates";
import { statusOf } from "@/lib/medical/rules";
import type { ReferralClaims } from "@/lib/referrals/schema";
import { fullNameOf } from "@/lib/users/serializers";

// What a referral records of a course log (contract section 6): the modules whose quiz is passed,
// the skills the instructor signed, the dives linked to the log, the diver's medical status (never
// the answers), the instructor and the center. Five statements, whatever the course's size.

type Tx = Prisma.TransactionClient;

const person = { memberId: true, firstName: true, lastName: true } satisfies Prisma.UserSelect;

export const referralLogSelect = {
  id: true, logCode: true, userId: true, courseVersionId: true, status: true, expiresAt: true, instructorId: true, diveCenterId: true,
  course: { select: { code: true, name: true } },
  user: { select: person },
  instructor: { select: person },
  diveCenter: { select: { id: true, name: true } },
} satisfies Prisma.CourseLogSelect;

export type ReferralLog = Prisma.CourseLogGetPayload<{ select: typeof referralLogSelect }>;

type PersonRow = { memberId: string; firstName: string | null; lastName: string | null };
const refPerson = (u: PersonRow) => ({ member_id: u.memberId, full_name: fullNameOf(u) });

export type ReferralRecord = Omit<ReferralClaims, "iss" | "jti" | "iat" | "exp">;

export async function referralRecord(db: Tx, log: ReferralLog, now: Date): Promise<ReferralRecord> {
  const [modules, passes, skills, dives, medical] = await Promise.all([
    db.courseModule.findMany({ where: { courseVersionId: log.courseVersionId }, orderBy: { position: "asc" }, select: { id: true, position: true, title: true } }),
    db.quizAttempt.groupBy({
      by: ["moduleKey"],
      where: { courseLogId: log.id, kind: "quiz", passed: true },
      _max: { score: true },
      _min: { submittedAt: true },
    }),
    db.skillProgress.findMany({
      where: { courseLogId: log.id, instructorSignedAt: { not: null } },
      orderBy: [{ skill: { position: "asc" } }, { skillId: "asc" }],
      select: { instructorSignedAt: true, diverSignedAt: true, skill: { select: { name: true } } },
    }),
    db.diveLog.findMany({
      where: { userId: log.userId, courseLogId: log.id, deletedAt: null },
      orderBy: [{ number: "asc" }, { id: "asc" }],
      select: { number: true, date: true, maxDepth: true, depthUnit: true, diveTime: true, signedAt: true },
    }),
    db.medicalSubmission.findFirst({
      where: { userId: log.userId },
      orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
      select: { outcome: true, validUntil: true, approvalDocumentId: true },
    }),
  ]);
  const passed = new Map(passes.map((p) => [p.moduleKey, p]));
  return {
    log_code: log.logCode,
    course: { code: log.course.code, name: log.course.name },
    diver: refPerson(log.user),
    modules_passed: modules.flatMap((m) => {
      const p = passed.get(m.id);
      return p ? [{ number: m.position, title: m.title, score: p._max.score ?? 0, passed_at: isoMicro(p._min.submittedAt!) }] : [];
    }),
    skills_signed: skills.map((s) => ({ name: s.skill.name, signed_at: isoMicro(s.instructorSignedAt!), confirmed: s.diverSignedAt !== null })),
    dives_logged: dives.map((d) => ({
      number: d.number, date: ymd(d.date), max_depth: d.maxDepth, depth_unit: d.depthUnit, duration: d.diveTime, signed: d.signedAt !== null,
    })),
    medical: { status: statusOf(medical, now), valid_until: ymd(medical?.validUntil ?? null) },
    instructor: refPerson(log.instructor!),
    center: log.diveCenter,
    issued_at: isoMicro(now),
  };
}
