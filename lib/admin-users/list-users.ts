import type { Prisma } from "@/generated/prisma/client";
import { adminUserSelect, toAdminUserRecord } from "@/lib/admin-users/serializers";
import type { AdminUserQuery } from "@/lib/admin-users/schema";
import { lengthAwarePage, pageWindow } from "@/lib/api/pagination";
import { todayUtc } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { escapeLike, foldedColumn, foldTerm } from "@/lib/db/fold";
import type { Lang } from "@/lib/i18n/language";
import { ZMemberIdPattern } from "@/lib/users/member-id";

// GET /admin/users?q=&status=&role=&professional=: newest accounts first. `q` is folded by the
// database's own fold_search() (lib/db/fold.ts; the function that fills users.search_text), so
// query and column agree letter for letter. One word matches anywhere in the name, e-mail or
// member id (a substring, trigram index, decision 0028); two or more words are a name as it
// begins, "first last", read from a btree on the folded full name (decision 0035); a whole member
// id reads its unique index.

/**
 * Accounts whose folded full name begins with `folded` (users_full_name_folded_idx: the expression
 * here must stay the index's, letter for letter). A range of that index whatever the number of
 * accounts, where the trigram index's lists grow with all of them.
 */
async function accountsNamed(folded: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM users
    WHERE ${foldedColumn("coalesce(first_name, '') || ' ' || coalesce(last_name, '')")} LIKE ${`${escapeLike(folded)}%`}`;
  return rows.map((r) => r.id);
}

function professionalWhere(p: AdminUserQuery["professional"], today: Date): Prisma.UserWhereInput {
  switch (p) {
    case undefined:
      return {};
    case "none":
      return { professional: null };
    case "active":
      return { professional: { status: "active", OR: [{ expireDate: null }, { expireDate: { gte: today } }] } };
    case "expired":
      // Read time decides (lib/professional/membership-status.ts): active past its expiry is expired.
      return { professional: { OR: [{ status: "expired" }, { status: "active", expireDate: { lt: today } }] } };
    case "suspended":
      return { professional: { status: "suspended" } };
  }
}

export async function listAdminUsers(query: AdminUserQuery, url: URL, lang: Lang) {
  const db = await getDb();
  const today = todayUtc();
  const where: Prisma.UserWhereInput = {
    ...(query.status && { status: query.status }),
    ...(query.role && { role: query.role }),
    ...professionalWhere(query.professional, today),
  };
  const memberId = query.q?.trim().toUpperCase();
  if (memberId && ZMemberIdPattern.test(memberId)) {
    // A whole member id names one account: its unique index, not the trigram index, whose lists
    // for digit trigrams hold nearly every account (decision 0033).
    where.memberId = memberId;
  } else if (query.q) {
    const folded = await foldTerm(db, query.q);
    // A q of spaces or marks alone folds to nothing: it filters nothing out rather than everything.
    if (folded.includes(" ")) where.id = { in: await accountsNamed(folded) };
    else if (folded) where.searchText = { contains: escapeLike(folded) };
  }
  const [rows, total] = await Promise.all([
    db.user.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query), select: adminUserSelect }),
    db.user.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r) => toAdminUserRecord(r, lang, today)), total, query, url);
}
