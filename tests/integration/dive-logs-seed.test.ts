import { describe, expect, it } from "vitest";
import * as one from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as proList from "@/app/api/v1/professional/dive-logs/route";
import { getDb } from "@/lib/db/client";
import { seedDemoDiveLogs } from "@/prisma/seed/demo-dive-logs";
import { seedDemoUsers } from "@/prisma/seed/demo-users";
import { newSession } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

describe("demo dive logs seed", () => {
  it("is a no-op without the demo diver, then seeds 25 dives, and is idempotent", async () => {
    const db = await getDb();
    expect(await seedDemoDiveLogs(db)).toEqual({ diveLogs: 0 });
    await seedDemoUsers(db);
    expect(await seedDemoDiveLogs(db)).toEqual({ diveLogs: 25 });
    const signed = await db.diveLog.findMany({ where: { signedAt: { not: null } }, select: { id: true, signedHash: true } });
    expect(await seedDemoDiveLogs(db)).toEqual({ diveLogs: 25 });
    expect(await db.diveLog.findMany({ where: { signedAt: { not: null } }, select: { id: true, signedHash: true } })).toEqual(signed);

    const diver = await db.user.findUniqueOrThrow({ where: { email: "diver@example.com" } });
    const countries = await db.diveLog.groupBy({ by: ["country"], where: { userId: diver.id } });
    expect(countries.length).toBeGreaterThanOrEqual(5);
    const { token } = await newSession(diver.id);
    const id = String(signed[0]!.id);
    const res = await call(one.GET, { path: `/api/v1/diver/dive-logs/${id}`, token, params: { id } });
    expect(res.json.data).toMatchObject({ is_signed: true, signature_valid: true, verified_by: "Carlos Navarro (ES11-482-907)" });

    const instructor = await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" } });
    const pro = await newSession(instructor.id);
    const pending = await call(proList.GET, { path: "/api/v1/professional/dive-logs?signed=false", token: pro.token });
    expect(pending.json.data.total).toBe(3);
  });
});
