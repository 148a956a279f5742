import { z } from "zod";
import type { CenterRole } from "@/generated/prisma/enums";
import { isoMicro } from "@/lib/dates";
import { fullNameOf } from "@/lib/users/serializers";

// A member of a dive center or distributor as every route shows it (contract section 6):
// `{ user_id, member_id, full_name, role, since }`. One record for the team list, the staff's
// "add a member" and an accepted invitation.

export const ZCenterRole = z.enum(["owner", "manager", "instructor"]);
export const ZDistributorRole = z.enum(["owner", "manager"]);

export const ZCenterMember = z.object({
  user_id: z.number().int(),
  member_id: z.string(),
  full_name: z.string().nullable(),
  role: ZCenterRole.or(ZDistributorRole),
  since: z.string().describe("When the account joined (ISO 8601 with microseconds)."),
});
export type CenterMemberRecord = z.infer<typeof ZCenterMember>;

export const memberSelect = {
  role: true,
  createdAt: true,
  user: { select: { id: true, memberId: true, firstName: true, lastName: true } },
} as const;

type MemberRow = {
  role: CenterRole | "owner" | "manager";
  createdAt: Date;
  user: { id: number; memberId: string; firstName: string | null; lastName: string | null };
};

export function toCenterMember(row: MemberRow): CenterMemberRecord {
  return { user_id: row.user.id, member_id: row.user.memberId, full_name: fullNameOf(row.user), role: row.role, since: isoMicro(row.createdAt) };
}
