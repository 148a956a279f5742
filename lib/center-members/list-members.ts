import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { centerAccess } from "@/lib/centers/center-access";
import { memberSelect, toCenterMember, type CenterMemberRecord } from "@/lib/centers/member-record";
import { getDb } from "@/lib/db/client";

// GET /centers/{id}/members (any member; decision 0045): owners, then managers, then instructors
// (the role enum's order), each by name. Paginated like every list that can grow.

export async function listMembers(userId: number, centerId: number, q: PageQuery, url: URL): Promise<LengthAwarePage<CenterMemberRecord>> {
  await centerAccess(userId, centerId);
  const db = await getDb();
  const where = { diveCenterId: centerId };
  const [rows, total] = await Promise.all([
    db.diveCenterMember.findMany({
      where,
      orderBy: [{ role: "asc" }, { user: { firstName: "asc" } }, { user: { lastName: "asc" } }, { userId: "asc" }],
      select: memberSelect,
      ...pageWindow(q),
    }),
    db.diveCenterMember.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toCenterMember), total, q, url);
}
