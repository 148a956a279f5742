import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { listForms } from "@/lib/forms/list-forms";
import { medicalStatusOf } from "@/lib/medical/medical-status";
import { seedDemoRecords } from "@/prisma/seed/demo-records";
import { seedDemoUsers } from "@/prisma/seed/demo-users";
import { seedDiveCenters } from "@/prisma/seed/dive-centers";

describe("demo diver records seed", () => {
  it("gives the demo diver a fit questionnaire, one current and one outdated signature, and is idempotent", async () => {
    const db = await getDb();
    await seedDiveCenters(db);
    await seedDemoUsers(db);
    await seedDemoRecords(db);
    await seedDemoRecords(db);
    const diver = await db.user.findUniqueOrThrow({ where: { email: "diver@example.com" }, select: { id: true } });
    expect(await medicalStatusOf(diver.id)).toBe("fit");
    expect(await db.medicalSubmission.count({ where: { userId: diver.id } })).toBe(1);
    const forms = await listForms(diver.id);
    expect(forms.map((f) => [f.code, f.signed, f.signed_version])).toEqual([
      ["liability_release", false, 1],
      ["safe_diving_practices", true, 1],
      ["medical_statement", false, null],
    ]);
  });
});
