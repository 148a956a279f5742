import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { todayUtc } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { fullNameOf } from "@/lib/users/serializers";

// A dive center's public instructors (contract section 6, "Public"): its members with the role
// `instructor` whose account is active and whose professional membership is active today (status
// active, not past its expiry: the rule of lib/professional/membership-status.ts, read at query
// time). One statement (the members with their accounts joined, the membership an EXISTS), by name.

export const ZCenterInstructor = z.object({
  member_id: z.string(),
  full_name: z.string().nullable(),
  qualification: z.string().nullable().describe("The instructor's qualification as the profile shows it."),
});
export type CenterInstructorRecord = z.infer<typeof ZCenterInstructor>;

export const activeProfessionalWhere = (today: Date): Prisma.UserWhereInput => ({
  status: "active",
  professional: { status: "active", OR: [{ expireDate: null }, { expireDate: { gte: today } }] },
});

export async function centerInstructors(centerId: number, today = todayUtc()): Promise<CenterInstructorRecord[]> {
  const db = await getDb();
  const rows = await db.diveCenterMember.findMany({
    where: { diveCenterId: centerId, role: "instructor", user: activeProfessionalWhere(today) },
    orderBy: [{ user: { lastName: "asc" } }, { user: { firstName: "asc" } }, { userId: "asc" }],
    select: { user: { select: { memberId: true, firstName: true, lastName: true, qualification: true } } },
  });
  return rows.map(({ user }) => ({ member_id: user.memberId, full_name: fullNameOf(user), qualification: user.qualification }));
}
