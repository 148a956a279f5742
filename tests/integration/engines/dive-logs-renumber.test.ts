import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { numbersOutOfDateOrder } from "@/lib/dive-logs/numbers-out-of-date-order";
import { renumberDiveLogsByDate } from "@/lib/dive-logs/renumber-by-date";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";

// Logbook numbers that do not follow the dates (a dive logged late for an earlier day), how the
// logbook finds them, and renumbering by date: the same numbers, handed out again in date order.

const days = ["2025-03-23", "2025-03-25", "2025-06-14", "2025-08-02", "2025-08-04"];

async function numbersByDate(userId: number) {
  const db = await getDb();
  const rows = await db.diveLog.findMany({ where: { userId, deletedAt: null }, orderBy: [{ date: "asc" }, { id: "asc" }], select: { number: true } });
  return rows.map((r) => r.number);
}

describe("dive numbers out of date order", () => {
  it("finds none in a logbook numbered by date", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 5, { start: 12, dates: (i) => days[i]! });
    expect(await numbersOutOfDateOrder(diver.user.id)).toEqual([]);
    expect(await renumberDiveLogsByDate(diver.user.id)).toEqual({ changed: 0 });
  });

  it("finds a dive logged late for an earlier day, and renumbering hands the same numbers out by date", async () => {
    const diver = await createUser();
    const db = await getDb();
    // Numbers 12..15 in date order, then dive 16 logged for a day before dive 14; a deleted dive does not count.
    await insertDiveLogs(diver.user.id, 4, { start: 12, dates: (i) => [days[0], days[1], days[3], days[4]][i]! });
    const [late] = await insertDiveLogs(diver.user.id, 1, { start: 16, date: days[2] });
    await insertDiveLogs(diver.user.id, 1, { start: 3, date: "2026-01-01", deletedAt: new Date() });
    expect(await numbersByDate(diver.user.id)).toEqual([12, 13, 16, 14, 15]);

    const found = await numbersOutOfDateOrder(diver.user.id);
    expect(found.map((f) => [f.number, f.expected])).toEqual([[14, 15], [15, 16], [16, 14]]);
    expect(found.find((f) => f.id === late)).toMatchObject({ number: 16, expected: 14, signed: false });

    const before = await db.diveLog.findUniqueOrThrow({ where: { id: late! }, select: { changeSeq: true } });
    expect(await renumberDiveLogsByDate(diver.user.id)).toEqual({ changed: 3 });
    expect(await numbersByDate(diver.user.id)).toEqual([12, 13, 14, 15, 16]);
    expect(await numbersOutOfDateOrder(diver.user.id)).toEqual([]);
    // Phones see the new numbers on their next sync: the change counter moved.
    const after = await db.diveLog.findUniqueOrThrow({ where: { id: late! }, select: { changeSeq: true } });
    expect(after.changeSeq).toBeGreaterThan(before.changeSeq);
  });

  it("refuses, writing nothing, when a signed dive would change number", async () => {
    const diver = await createUser();
    const instructor = await createUser({ professional: true });
    await insertDiveLogs(diver.user.id, 2, { start: 1, dates: (i) => [days[0], days[2]][i]! });
    await insertDiveLogs(diver.user.id, 1, { start: 3, date: days[1], instructorId: instructor.user.id, signedAt: new Date() });
    expect(await numbersByDate(diver.user.id)).toEqual([1, 3, 2]);
    const found = await numbersOutOfDateOrder(diver.user.id);
    expect(found.some((f) => f.signed)).toBe(true);
    await expect(renumberDiveLogsByDate(diver.user.id)).rejects.toMatchObject({ code: "conflict" });
    expect(await numbersByDate(diver.user.id)).toEqual([1, 3, 2]);
  });

  it("never touches another diver's logbook", async () => {
    const a = await createUser();
    const b = await createUser();
    await insertDiveLogs(b.user.id, 2, { start: 1, dates: (i) => [days[2], days[0]][i]! });
    await insertDiveLogs(a.user.id, 2, { start: 1, dates: (i) => [days[2], days[0]][i]! });
    expect(await renumberDiveLogsByDate(a.user.id)).toEqual({ changed: 2 });
    expect(await numbersByDate(a.user.id)).toEqual([1, 2]);
    expect(await numbersByDate(b.user.id)).toEqual([2, 1]);
  });
});
