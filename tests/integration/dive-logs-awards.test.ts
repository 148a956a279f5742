import { describe, expect, it } from "vitest";
import * as awards from "@/app/api/v1/diver/award-cards/route";
import { getDb } from "@/lib/db/client";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

describe("award cards", () => {
  it("shows the dive milestones with progress; professionals also see certifications issued", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 104, { dates: (i) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10) });
    await insertDiveLogs(diver.user.id, 5, { deletedAt: new Date() });
    const res = await call(awards.GET, { path: "/api/v1/diver/award-cards", token: diver.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { code: "dives_100", name: "100 Logged Dives", kind: "dives", threshold: 100, count: 104, earned: true, earned_at: "2024-04-09", progress: 100 },
      { code: "dives_500", name: "500 Logged Dives", kind: "dives", threshold: 500, count: 104, earned: false, earned_at: null, progress: 20 },
      { code: "dives_1000", name: "1,000 Logged Dives", kind: "dives", threshold: 1000, count: 104, earned: false, earned_at: null, progress: 10 },
      { code: "dives_5000", name: "5,000 Logged Dives", kind: "dives", threshold: 5000, count: 104, earned: false, earned_at: null, progress: 2 },
    ]);

    const pro = await createUser({ professional: true });
    const db = await getDb();
    const course = await db.course.create({ data: { code: `AW-${Date.now()}`, name: "Open Water", level: "diver", description: "x" } });
    await db.certification.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({
        number: `AW-${Date.now()}-${i}`, userId: diver.user.id, courseId: course.id, level: "diver" as const,
        issuedAt: new Date(Date.UTC(2025, 0, 1 + i)), instructorId: pro.user.id, status: i === 0 ? ("revoked" as const) : ("valid" as const),
      })),
    });
    const proCards = (await call(awards.GET, { path: "/api/v1/diver/award-cards", token: pro.token })).json.data;
    expect(proCards.map((c: { code: string }) => c.code)).toEqual([
      "dives_100", "dives_500", "dives_1000", "dives_5000", "certifications_100", "certifications_500", "certifications_1000", "certifications_5000",
    ]);
    expect(proCards[4]).toMatchObject({ kind: "certifications", count: 11, earned: false, progress: 11 });
  });
});
