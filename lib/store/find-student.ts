import { validationError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { ZMemberIdPattern } from "@/lib/users/member-id";
import { fullNameOf } from "@/lib/users/serializers";

// A professional buying a course for a student names the student by member id (or by the
// numeric student id the API uses). Only what the buyer needs to recognise the person is
// returned, and only for an active account with a verified address.

export type StudentRef = { id: number; full_name: string | null; member_id: string };

const MAX_INT4 = 2_147_483_647;

export async function findStudent(ref: string, field = "student"): Promise<StudentRef> {
  const text = ref.trim().toUpperCase();
  const asId = /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= MAX_INT4 ? Number(text) : undefined;
  if (asId === undefined && !ZMemberIdPattern.test(text)) throw validationError({ [field]: ["Enter a member id like IT26-104-512."] });
  const db = await getDb();
  const user = await db.user.findUnique({
    where: asId !== undefined ? { id: asId } : { memberId: text },
    select: { id: true, memberId: true, firstName: true, lastName: true, status: true, emailVerifiedAt: true },
  });
  // One message for "missing" and "not eligible", so the lookup does not reveal account states.
  if (!user || user.status !== "active" || !user.emailVerifiedAt) {
    throw validationError({ [field]: ["No active, verified diver has this member id."] });
  }
  return { id: user.id, full_name: fullNameOf(user), member_id: user.memberId };
}
