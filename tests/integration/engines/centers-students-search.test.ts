import { beforeAll, describe, expect, it } from "vitest";
import * as studentsRoute from "@/app/api/v1/centers/[id]/students/route";
import { getDb } from "@/lib/db/client";
import { createDiveCenter, createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol } from "@/tests/support/learning-factories";

// GET /centers/{id}/students?q=: the diver's name, e-mail or member id, folded by the database's
// own fold_search() (lib/db/fold.ts), on PGlite and on PostgreSQL. The other rules of the list are
// in tests/integration/centers-core.test.ts.

let centerId: number;
let owner: CreatedUser;
let teacher: CreatedUser;
const logs: Record<string, string> = {};
const divers: Record<string, CreatedUser> = {};

const students = (token: string, query: string) =>
  call(studentsRoute.GET, { path: `/api/v1/centers/${centerId}/students${query}`, token, params: { id: String(centerId) } });
const codes = (res: { json: any }) => res.json.data.data.map((s: any) => s.log_code);

beforeAll(async () => {
  const db = await getDb();
  centerId = (await createDiveCenter()).id;
  [owner, teacher] = await Promise.all([createUser({ professional: true }), createUser({ professional: true })]);
  await db.diveCenterMember.createMany({
    data: [{ diveCenterId: centerId, userId: owner.user.id, role: "owner" }, { diveCenterId: centerId, userId: teacher.user.id, role: "instructor" }],
  });
  const course = await createCourse({ modules: 1, examQuestions: 1, skills: 1 });
  for (const [key, firstName, lastName, instructor] of [
    ["anna", "Ánna", "Zöller", teacher], ["dario", "Dario", "Wolf", teacher], ["elena", "Elena", "Strauß", owner],
  ] as const) {
    divers[key] = await createUser({ firstName, lastName });
    logs[key] = (await enrol({ userId: divers[key]!.user.id, courseId: course.id, instructorId: instructor.user.id, diveCenterId: centerId })).logCode;
  }
});

describe("GET /centers/{id}/students?q=", () => {
  it("matches names without case or accents, e-mails and member ids, within what the caller may see", async () => {
    expect(codes(await students(owner.token, "?q=ANNA%20zoller"))).toEqual([logs.anna]);
    expect(codes(await students(owner.token, "?q=wolf"))).toEqual([logs.dario]);
    expect(codes(await students(owner.token, "?q=strauss"))).toEqual([logs.elena]);
    expect(codes(await students(owner.token, `?q=${encodeURIComponent(divers.dario!.user.email.toUpperCase())}`))).toEqual([logs.dario]);
    expect(codes(await students(owner.token, `?q=${divers.anna!.user.memberId.slice(-7)}`))).toEqual([logs.anna]);
    expect(codes(await students(owner.token, "?q=nobody-at-all"))).toEqual([]);
    // LIKE's wildcards typed in a search match themselves.
    expect(codes(await students(owner.token, "?q=%25"))).toEqual([]);
    // An instructor member searches only the students he or she teaches.
    expect(codes(await students(teacher.token, "?q=strauss"))).toEqual([]);
    expect(codes(await students(teacher.token, "?q=a"))).toEqual([logs.dario, logs.anna]);
  });
});
