import { getDb } from "@/lib/db/client";
import { fullNameOf } from "@/lib/users/serializers";

/** What a membership card shows: public fields only (the card URL is public, like the verify page). */
export type MemberCard = {
  memberId: string;
  fullName: string | null;
  qualification: string | null;
  diveCenter: string | null;
};

// Member ids look like IT14-729-985; anything far from that is not worth a query.
const plausible = /^[A-Za-z0-9-]{3,32}$/;

/** The card of a member; null for unknown member ids and closed accounts. */
export async function getMemberCard(memberId: string): Promise<MemberCard | null> {
  if (!plausible.test(memberId)) return null;
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { memberId },
    select: {
      memberId: true,
      firstName: true,
      lastName: true,
      qualification: true,
      status: true,
      diveCenter: { select: { name: true } },
    },
  });
  if (!user || user.status === "closed") return null;
  return {
    memberId: user.memberId,
    fullName: fullNameOf(user),
    qualification: user.qualification,
    diveCenter: user.diveCenter?.name ?? null,
  };
}
