import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { validationError } from "@/lib/api/errors";
import { decodeCursor, type Cursor } from "@/lib/api/cursor-pagination";
import { dateOnly, isoMillis, ymd } from "@/lib/dates";

// Keyset conditions of the two dive-log orders. Diver: (date, id), newest or oldest first.
// Instructor: pending first, then by signing time (newest first); (date, id) within each.
// Going back (a cursor to previous items) queries the reversed order from the cursor.

type Dir = "asc" | "desc";
const flip = (d: Dir): Dir => (d === "asc" ? "desc" : "asc");
const ymdText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));

export const ZDatePosition = z.object({ date: ymdText, id: z.number().int().min(1).max(2_147_483_647) }).strict();
export type DatePosition = z.output<typeof ZDatePosition>;

export const ZSignedPosition = ZDatePosition.extend({ signed_at: z.union([z.literal(""), z.iso.datetime()]) }).strict();
export type SignedPosition = z.output<typeof ZSignedPosition>;

export function readCursor<P extends Record<string, string | number>>(raw: string | undefined, schema: z.ZodType<P>): Cursor<P> | null {
  if (!raw) return null;
  const cursor = decodeCursor(raw, schema);
  if (!cursor) throw validationError({ cursor: ["The cursor is invalid."] });
  return cursor;
}

/** Rows strictly after `p` in (date, id) order `dir`. */
function dateIdAfter(p: DatePosition, dir: Dir): Prisma.DiveLogWhereInput {
  const op = dir === "desc" ? "lt" : "gt";
  const date = dateOnly(p.date);
  // The redundant `date <=` (or `>=`) bound lets PostgreSQL start the index scan at the cursor;
  // the OR alone is applied as a filter, so deep pages would still read every earlier row.
  return { date: { [dir === "desc" ? "lte" : "gte"]: date }, OR: [{ date: { [op]: date } }, { date, id: { [op]: p.id } }] };
}

export const datePositionOf = (r: { date: Date; id: number }): DatePosition => ({ date: ymd(r.date)!, id: r.id });

/** The diver's list: `sort` -date or date. */
export function diverOrder(sort: "-date" | "date", cursor: Cursor<DatePosition> | null) {
  const listDir: Dir = sort === "date" ? "asc" : "desc";
  const dir = cursor && !cursor.pointsToNext ? flip(listDir) : listDir;
  return {
    orderBy: [{ date: dir }, { id: dir }] satisfies Prisma.DiveLogOrderByWithRelationInput[],
    after: cursor ? dateIdAfter(cursor.params, dir) : undefined,
  };
}

export const signedPositionOf = (r: { date: Date; id: number; signedAt: Date | null }): SignedPosition => ({
  ...datePositionOf(r),
  signed_at: isoMillis(r.signedAt) ?? "",
});

/** The instructor's list: pending (signed_at null) first, then signed, latest signature first. */
export function instructorOrder(cursor: Cursor<SignedPosition> | null) {
  const forward = !cursor || cursor.pointsToNext;
  const orderBy: Prisma.DiveLogOrderByWithRelationInput[] = forward
    ? [{ signedAt: { sort: "desc", nulls: "first" } }, { date: "desc" }, { id: "desc" }]
    : [{ signedAt: { sort: "asc", nulls: "last" } }, { date: "asc" }, { id: "asc" }];
  if (!cursor) return { orderBy, after: undefined };
  const p = cursor.params;
  const within = dateIdAfter(p, forward ? "desc" : "asc");
  let after: Prisma.DiveLogWhereInput;
  if (p.signed_at === "") {
    after = forward ? { OR: [{ signedAt: { not: null } }, { AND: [{ signedAt: null }, within] }] } : { AND: [{ signedAt: null }, within] };
  } else {
    const at = new Date(p.signed_at);
    const op = forward ? "lt" : "gt";
    const signedAfter: Prisma.DiveLogWhereInput = { OR: [{ signedAt: { [op]: at } }, { AND: [{ signedAt: at }, within] }] };
    after = forward ? { AND: [{ signedAt: { not: null } }, signedAfter] } : { OR: [{ signedAt: null }, signedAfter] };
  }
  return { orderBy, after };
}
