import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { storeAvailability } from "@/lib/store/store-availability";
import { createUser } from "@/tests/support/factories";
import { createCourse, enrol, grantCertification } from "@/tests/support/learning-factories";

// The store's marks: courses the diver already holds, and why checkout would refuse the others,
// with the same rules as checkout itself.

describe("store availability", () => {
  it("marks held, active, missing prerequisites and age, and leaves buyable courses unmarked", async () => {
    const diver = await createUser();
    const base = await createCourse({ name: "Base course" });
    const next = await createCourse({ prerequisites: [base.id] });
    const adults = await createCourse({ minAge: 99 });
    const open = await createCourse();
    const taken = await createCourse();
    await grantCertification(diver.user.id, base.id);
    await enrol({ userId: diver.user.id, courseId: taken.id });

    const marks = await storeAvailability(diver.user.id, [base.id, next.id, adults.id, open.id, taken.id]);
    expect(marks.get(base.id)).toEqual({ held: true, blocked: [] });
    expect(marks.get(next.id)).toEqual({ held: false, blocked: [] });
    expect(marks.get(adults.id)).toEqual({ held: false, blocked: [{ reason: "too_young", min_age: 99 }] });
    expect(marks.get(open.id)).toEqual({ held: false, blocked: [] });
    expect(marks.get(taken.id)).toEqual({ held: false, blocked: [{ reason: "active" }] });

    // Without the base certification the next course names what is missing.
    const newcomer = await createUser();
    const theirs = await storeAvailability(newcomer.user.id, [next.id]);
    expect(theirs.get(next.id)?.blocked).toEqual([{ reason: "prerequisites", missing: [{ code: base.code, name: "Base course" }] }]);

    // A revoked certification is not held.
    const db = await getDb();
    await db.certification.updateMany({ where: { userId: diver.user.id, courseId: base.id }, data: { status: "revoked" } });
    expect((await storeAvailability(diver.user.id, [next.id])).get(next.id)?.blocked[0]?.reason).toBe("prerequisites");
  });
});
