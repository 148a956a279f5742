import { conflict } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { numbersOutOfOrderIn } from "@/lib/dive-logs/numbers-out-of-date-order";
import { lockUser } from "@/lib/learning/create-course-log";

export const signedNumbersMessage =
  "Signed dives keep their numbers (the instructor signed them with that number), and renumbering by date would change one. Edit the numbers of the unsigned dives instead.";

/**
 * Hands the diver's logbook numbers out again in date order: the same numbers, the earliest dive
 * the lowest. Only the dives whose number changes are written (one statement), under the diver's
 * lock that also serialises numbering new dives. Refused (409), with nothing written, when a
 * signed dive would change number. Returns how many dives changed.
 */
export async function renumberDiveLogsByDate(userId: number): Promise<{ changed: number }> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const moves = await numbersOutOfOrderIn(tx, userId);
    if (moves.length === 0) return { changed: 0 };
    if (moves.some((m) => m.signed)) throw conflict(signedNumbersMessage);
    const ids = moves.map((m) => m.id);
    const numbers = moves.map((m) => m.expected);
    await tx.$executeRaw`
      UPDATE dive_logs d SET number = u.number, updated_at = now()
      FROM unnest(${ids}::int[], ${numbers}::int[]) AS u(id, number)
      WHERE d.id = u.id AND d.user_id = ${userId} AND d.signed_at IS NULL`;
    return { changed: moves.length };
  });
}
