import { validationError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { personSelect, toPerson } from "@/lib/learning/serializers";
import { ZMemberIdPattern } from "@/lib/users/member-id";

// The logbook form names the instructor by member id (what divers know); the dive-log services
// take a user id. Whether that member may sign dives is the create/update service's check
// (links.ts), so it is not repeated here.

export type InstructorRef = { id: number; member_id: string; full_name: string | null };

/** Member id → the member; a 422 on `field` when it is malformed or unknown. */
export async function findInstructorByMemberId(memberId: string, field = "instructor_id"): Promise<InstructorRef> {
  const text = memberId.trim().toUpperCase();
  if (!ZMemberIdPattern.test(text)) throw validationError({ [field]: ["Enter the instructor's member id, like IT26-104-512."] });
  const db = await getDb();
  const user = await db.user.findUnique({ where: { memberId: text }, select: personSelect });
  if (!user) throw validationError({ [field]: ["No DiveCert member has this member id."] });
  return toPerson(user)!;
}

/** Names and member ids of the instructors some dives name (one query). */
export async function instructorRefs(ids: (number | null)[]): Promise<Map<number, InstructorRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const db = await getDb();
  const rows = await db.user.findMany({ where: { id: { in: wanted } }, select: personSelect });
  return new Map(rows.map((r) => [r.id, toPerson(r)!]));
}
