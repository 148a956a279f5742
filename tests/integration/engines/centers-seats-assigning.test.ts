import { beforeAll, describe, expect, it } from "vitest";
import * as assignmentsRoute from "@/app/api/v1/centers/[id]/seats/assignments/route";
import * as verifyRoute from "@/app/api/v1/auth/email/verify/[id]/[hash]/route";
import { getDb } from "@/lib/db/client";
import { auditRows } from "@/tests/support/audit-rows";
import { register } from "@/tests/support/auth-calls";
import { useSeatsCenter } from "@/tests/support/center-seats";
import { createDiveCenter, createUser, linkIn, mailsSettled, mailsTo, signedLinkTarget, uniqueEmail } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, grantCertification, type FactoryCourse } from "@/tests/support/learning-factories";
import { registrationBody } from "@/tests/support/registration";

// Assigning a dive center's seats (contract section 6, decision 0046): enrolled at once or on
// e-mail verification, the course's rules, the seat race, giving back before the diver starts.
// Buying, permissions and refunds: centers-seats-buying.test.ts.

const { s, base, params, forSale, assign, giveBack, seatsOf, buySeats } = useSeatsCenter();

describe("assigning seats", () => {
  let seatCourse: FactoryCourse;

  beforeAll(async () => {
    seatCourse = await forSale({ minAge: 12 }, 10000);
    await buySeats(seatCourse, 6);
  });

  it("enrols an existing account at once with its instructor and the center, and e-mails it", async () => {
    const diver = await createUser({ firstName: "Dina" });
    const res = await assign(s.manager.token, { course: seatCourse.code, email: diver.user.email.toUpperCase(), instructor: s.teacher.user.memberId });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      course: { code: seatCourse.code }, email: diver.user.email, status: "enrolled", diver: { member_id: diver.user.memberId },
      instructor: { member_id: s.teacher.user.memberId, full_name: "Ivo Teacher" }, started: false,
    });
    expect(res.json.data.log_code).toMatch(/^CL-[2-9A-HJKMNP-Z]{8}$/);
    const db = await getDb();
    const log = await db.courseLog.findUniqueOrThrow({ where: { logCode: res.json.data.log_code } });
    expect(log).toMatchObject({ userId: diver.user.id, courseId: seatCourse.id, instructorId: s.teacher.user.id, diveCenterId: s.center.id, source: "center_seat", status: "active" });
    await mailsSettled();
    const mail = (await mailsTo(diver.user.email, "center_seat_enrolled"))[0]!;
    expect(mail.text).toContain(res.json.data.log_code);
    expect(mail.text).toContain(s.center.name);
    expect(await seatsOf(seatCourse.code)).toMatchObject({ bought: 6, assigned: 1, left: 5, used: 0 });

    const audit = (await auditRows("dive_center", s.center.id)).filter((r) => r.action === "dive_center.seat.assigned" && r.after.assignment_id === res.json.data.id);
    expect(audit).toEqual([expect.objectContaining({ actorId: s.manager.user.id, after: expect.objectContaining({ status: "enrolled", log_code: res.json.data.log_code, instructor_id: s.teacher.user.id }) })]);

    // The same diver again: an active course log of the course.
    const twice = await assign(s.owner.token, { course: seatCourse.code, email: diver.user.email });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("The diver already has an active course log for this course.");
    expect(await seatsOf(seatCourse.code)).toMatchObject({ assigned: 1, left: 5 });

    // The default instructor: the caller when an active professional (the owner), else none (the manager).
    const byOwner = await assign(s.owner.token, { course: seatCourse.code, email: (await createUser()).user.email });
    expect(byOwner.json.data.instructor).toEqual({ member_id: s.owner.user.memberId, full_name: "Olga Owner" });
    const byManager = await assign(s.manager.token, { course: seatCourse.code, email: (await createUser()).user.email });
    expect(byManager.json.data.instructor).toBeNull();
  });

  it("applies the minimum age and prerequisites to an existing account (422 naming the rule), and checks the instructor", async () => {
    const adultsOnly = await forSale({ minAge: 18 }, 10000);
    await buySeats(adultsOnly, 1);
    const minor = await createUser({ minor: true, guardianAccepted: true });
    const young = await assign(s.owner.token, { course: adultsOnly.code, email: minor.user.email });
    expect(young.status).toBe(422);
    expect(young.json.errors.email).toEqual(["The diver must be at least 18 years old for this course."]);

    const advanced = await forSale({ prerequisites: [s.course.id] }, 10000);
    await buySeats(advanced, 1);
    const diver = await createUser();
    const missing = await assign(s.owner.token, { course: advanced.code, email: diver.user.email });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.email[0]).toMatch(/^A valid certification is required first: .*\(/);
    await grantCertification(diver.user.id, s.course.id);
    expect((await assign(s.owner.token, { course: advanced.code, email: diver.user.email })).status).toBe(201);
    expect(await seatsOf(advanced.code)).toMatchObject({ bought: 1, assigned: 1, left: 0 });
    // Nothing left.
    const none = await assign(s.owner.token, { course: advanced.code, email: uniqueEmail() });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe("No seat of this course is left.");
    // A course the center never bought.
    expect((await assign(s.owner.token, { course: (await createCourse()).code, email: uniqueEmail() })).status).toBe(409);

    const badInstructor = await assign(s.owner.token, { course: seatCourse.code, email: uniqueEmail(), instructor: s.outsider.user.memberId });
    expect(badInstructor.status).toBe(422);
    expect(badInstructor.json.errors.instructor).toEqual(["The instructor must be a member of this dive center who is an active professional."]);
    expect((await assign(s.owner.token, { course: seatCourse.code, email: uniqueEmail(), instructor: s.manager.user.memberId })).status).toBe(422);
    const suspended = await createUser({ status: "suspended" });
    expect((await assign(s.owner.token, { course: seatCourse.code, email: suspended.user.email })).json.errors.email).toEqual(["The diver's account is not active."]);
    expect((await assign(s.owner.token, { course: "NOPE-0", email: uniqueEmail() })).json.errors.course).toBeDefined();
    expect((await assign(s.owner.token, { course: seatCourse.code, email: "not-an-address" })).json.errors.email).toBeDefined();
    expect(young.json.errors.email).toBeDefined();
  });

  it("invites an unknown address, then enrols it when the new account verifies its e-mail", async () => {
    const email = uniqueEmail("invitee");
    const res = await assign(s.owner.token, { course: seatCourse.code, email, instructor: s.teacher.user.memberId });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ email, status: "invited", log_code: null, diver: null, started: false });
    await mailsSettled();
    expect((await mailsTo(email, "center_seat_invited"))[0]!.text).toContain("/register");
    const twice = await assign(s.manager.token, { course: seatCourse.code, email });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("A seat of this course is already waiting for this e-mail address.");
    const left = (await seatsOf(seatCourse.code)).left;

    const signup = await register(registrationBody(email));
    expect(signup.status).toBe(201);
    await mailsSettled();
    const { path, params: link } = signedLinkTarget(linkIn((await mailsTo(email, "verify_email"))[0]!, "/api/v1/auth/email/verify/"));
    expect((await call(verifyRoute.GET, { path, params: link })).status).toBe(200);
    // Following the link again changes nothing.
    expect((await call(verifyRoute.GET, { path, params: link })).status).toBe(200);

    const db = await getDb();
    const seat = await db.seatAssignment.findUniqueOrThrow({ where: { id: res.json.data.id }, include: { courseLog: true } });
    expect(seat).toMatchObject({ status: "enrolled", userId: signup.json.data.id });
    expect(seat.courseLog).toMatchObject({ userId: signup.json.data.id, instructorId: s.teacher.user.id, diveCenterId: s.center.id, source: "center_seat" });
    expect(await db.courseLog.count({ where: { userId: signup.json.data.id, courseId: seatCourse.id } })).toBe(1);
    await mailsSettled();
    expect((await mailsTo(email, "center_seat_enrolled"))[0]!.text).toContain(seat.courseLog!.logCode);
    expect((await seatsOf(seatCourse.code)).left).toBe(left);
    const enrolled = (await auditRows("dive_center", s.center.id)).filter((r) => r.action === "dive_center.seat.enrolled" && r.after.assignment_id === seat.id);
    expect(enrolled).toEqual([expect.objectContaining({ actorId: signup.json.data.id, after: expect.objectContaining({ log_code: seat.courseLog!.logCode }) })]);

    const listed = await call(assignmentsRoute.GET, { path: `${base()}/seats/assignments?s.course=${seatCourse.code}&status=enrolled`, token: s.manager.token, params: params() });
    expect(listed.status).toBe(200);
    expect(listed.json.data.data.find((a: { id: number }) => a.id === seat.id)).toMatchObject({ status: "enrolled", log_code: seat.courseLog!.logCode, email });
    expect(listed.json.data.data.every((a: { status: string }) => a.status === "enrolled")).toBe(true);
  });

  it("returns an invited seat at verification when the new account may not take the course", async () => {
    const adultsOnly = await forSale({ minAge: 18 }, 10000);
    await buySeats(adultsOnly, 1);
    const email = uniqueEmail("young");
    expect((await assign(s.owner.token, { course: adultsOnly.code, email })).json.data.status).toBe("invited");
    expect(await seatsOf(adultsOnly.code)).toMatchObject({ assigned: 1, left: 0 });
    const year = new Date().getUTCFullYear();
    const signup = await register(registrationBody(email, { dob: `${year - 16}-01-01`, guardian_first_name: "Pia", guardian_last_name: "Bianchi", guardian_email: uniqueEmail("guardian") }));
    expect(signup.status).toBe(201);
    await mailsSettled();
    const { path, params: link } = signedLinkTarget(linkIn((await mailsTo(email, "verify_email"))[0]!, "/api/v1/auth/email/verify/"));
    expect((await call(verifyRoute.GET, { path, params: link })).status).toBe(200);
    expect(await seatsOf(adultsOnly.code)).toMatchObject({ bought: 1, assigned: 0, left: 1 });
    const db = await getDb();
    expect(await db.seatAssignment.findFirst({ where: { email, courseId: adultsOnly.id }, select: { status: true } })).toEqual({ status: "returned" });
  });

  it("gives exactly M seats to any number of concurrent assignments", async () => {
    const raced = await forSale({}, 10000);
    await buySeats(raced, 3);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => assign(i % 2 ? s.manager.token : s.owner.token, { course: raced.code, email: uniqueEmail(`race${i}`) })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
    for (const r of answers.filter((a) => a.status === 409)) expect(r.json.message).toBe("No seat of this course is left.");
    expect(await seatsOf(raced.code)).toEqual({ course: { code: raced.code, name: raced.name }, bought: 3, assigned: 3, used: 0, left: 0 });
    const db = await getDb();
    expect(await db.seatAssignment.count({ where: { courseId: raced.id, status: { not: "returned" } } })).toBe(3);
  });

  it("gives a seat back before the diver starts, and refuses after a quiz attempt (409)", async () => {
    const back = await forSale({}, 10000);
    await buySeats(back, 3);
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const first = (await assign(s.owner.token, { course: back.code, email: a.user.email })).json.data;
    const second = (await assign(s.owner.token, { course: back.code, email: b.user.email })).json.data;
    const invited = (await assign(s.owner.token, { course: back.code, email: uniqueEmail() })).json.data;
    expect(await seatsOf(back.code)).toMatchObject({ bought: 3, assigned: 3, left: 0 });

    const returned = await giveBack(s.manager.token, first.id);
    expect(returned.status).toBe(200);
    expect(returned.json.data).toMatchObject({ id: first.id, status: "returned", log_code: null });
    const db = await getDb();
    expect(await db.courseLog.count({ where: { logCode: first.log_code } })).toBe(0);
    expect((await giveBack(s.manager.token, first.id)).status).toBe(409);
    expect((await giveBack(s.owner.token, invited.id)).json.data.status).toBe("returned");
    expect(await seatsOf(back.code)).toMatchObject({ bought: 3, assigned: 1, left: 2 });
    const audit = (await auditRows("dive_center", s.center.id)).filter((r) => r.action === "dive_center.seat.returned" && r.before.assignment_id === first.id);
    expect(audit).toEqual([expect.objectContaining({ actorId: s.manager.user.id, before: expect.objectContaining({ log_code: first.log_code, status: "enrolled" }) })]);

    // The other diver makes a quiz attempt: the seat stays.
    const log = await db.courseLog.findUniqueOrThrow({ where: { logCode: second.log_code }, select: { id: true } });
    await db.quizAttempt.create({ data: { courseLogId: log.id, kind: "quiz", moduleKey: back.modules[0]!.id, attempt: 1, score: 40, correct: 2, total: 5, passed: false, answers: [] } });
    const listed = await call(assignmentsRoute.GET, { path: `${base()}/seats/assignments?s.course=${back.code}`, token: s.owner.token, params: params() });
    expect(listed.json.data.data.find((s: { id: number }) => s.id === second.id).started).toBe(true);
    const refused = await giveBack(s.owner.token, second.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("The diver has started this course: the seat can no longer be given back.");
    expect(await seatsOf(back.code)).toMatchObject({ assigned: 1, left: 2 });

    // Used: a completed course log of a seat.
    await db.courseLog.update({ where: { id: log.id }, data: { status: "completed", completedAt: new Date() } });
    expect(await seatsOf(back.code)).toMatchObject({ bought: 3, assigned: 1, used: 1, left: 2 });
    // Another center's assignment is not found here.
    expect((await giveBack(s.owner.token, second.id, (await createDiveCenter()).id)).status).toBe(403);
  });
});
