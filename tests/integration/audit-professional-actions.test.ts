import { describe, expect, it } from "vitest";
import { signDiveLog } from "@/lib/dive-logs/sign-dive-log";
import { reviewDocument } from "@/lib/documents/review-document";
import { signSkillsAsInstructor } from "@/lib/learning/sign-skills";
import { addClassroomStudent } from "@/lib/professional/add-classroom-student";
import { createClassroom } from "@/lib/professional/create-classroom";
import { removeClassroomStudent } from "@/lib/professional/remove-classroom-student";
import { updateClassroom } from "@/lib/professional/update-classroom";
import { approveRecognition } from "@/lib/recognitions/approve-recognition";
import { rejectRecognition } from "@/lib/recognitions/reject-recognition";
import { getDb } from "@/lib/db/client";
import * as acceptRoute from "@/app/api/v1/admin/documents/[id]/accept/route";
import { call, type RouteHandler } from "@/tests/support/http";
import { auditRows } from "@/tests/support/audit-rows";
import { insertDiveLogs, enrolInCourse } from "@/tests/support/dive-log-factories";
import { createDocument } from "@/tests/support/document-factories";
import { createUser } from "@/tests/support/factories";
import { createCourse, enrol } from "@/tests/support/learning-factories";

// Issue 24: the professionals' and records staff's actions each leave one audit row, written in
// the transaction of the change (CONTRACT.md section 5, "Audit log").

describe("audit rows of professionals' and records staff's actions", () => {
  it("skills signed and dive logs signed by the instructor", async () => {
    const pro = await createUser({ professional: true });
    const diver = await createUser();
    const training = await enrolInCourse(diver.user.id, { instructorId: pro.user.id, skills: 3 });
    const dryOnes = training.skillIds.slice(1); // the first requires a dive
    await signSkillsAsInstructor(pro.user.id, training.logCode, dryOnes);
    // Signing again changes nothing and writes nothing.
    await signSkillsAsInstructor(pro.user.id, training.logCode, dryOnes);
    const skillRows = await auditRows("course_log", training.courseLogId);
    expect(skillRows).toHaveLength(1);
    expect(skillRows[0]).toMatchObject({ action: "course_log.skills.signed", actorId: pro.user.id, after: { skill_ids: [...dryOnes].sort((a, b) => a - b) } });

    const [diveId] = await insertDiveLogs(diver.user.id, 1, { instructorId: pro.user.id });
    await signDiveLog(pro.user.id, { id: diveId! });
    const diveRows = await auditRows("dive_log", diveId!);
    expect(diveRows).toHaveLength(1);
    expect(diveRows[0]).toMatchObject({ action: "dive_log.signed", actorId: pro.user.id, before: { signed_at: null } });
    expect(diveRows[0]!.after.signed_hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(signDiveLog(pro.user.id, { id: diveId! })).rejects.toThrow(/already signed/);
    expect(await auditRows("dive_log", diveId!)).toHaveLength(1);
  });

  it("classroom created, updated, student added and removed", async () => {
    const pro = await createUser({ professional: true });
    const course = await createCourse();
    const classroom = await createClassroom(pro.user.id, { name: "Audit class", course: course.code, starts_on: "2026-12-01", ends_on: "2026-12-06", capacity: 4 });
    const id = (classroom as { id: number }).id;
    await updateClassroom(pro.user.id, id, { name: "Audit class (moved)", capacity: 6 });
    await updateClassroom(pro.user.id, id, {});
    const diver = await createUser();
    const log = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
    await addClassroomStudent(pro.user.id, id, log.logCode);
    await addClassroomStudent(pro.user.id, id, log.logCode); // already there: nothing written
    await removeClassroomStudent(pro.user.id, id, log.logCode);
    const rows = await auditRows("classroom", id);
    expect(rows.map((r) => r.action)).toEqual(["classroom.created", "classroom.updated", "classroom.student.added", "classroom.student.removed"]);
    expect(rows[0]).toMatchObject({ actorId: pro.user.id, after: { name: "Audit class", course_id: course.id, capacity: 4 } });
    expect(rows[1]).toMatchObject({ before: { name: "Audit class", capacity: 4 }, after: { name: "Audit class (moved)", capacity: 6 } });
    expect(rows[2]!.after).toEqual({ log_code: log.logCode });
  });

  it("document and recognition decisions", async () => {
    const admin = await createUser({ role: "admin", totp: true });
    const diver = await createUser();
    const accepted = await createDocument(diver.user.id);
    const rejected = await createDocument(diver.user.id);
    await reviewDocument(admin.user.id, accepted.id, { accepted: true });
    await reviewDocument(admin.user.id, rejected.id, { accepted: false, reason: "Unreadable scan" });
    expect(await auditRows("document", accepted.id)).toMatchObject([{ action: "document.accepted", actorId: admin.user.id, before: { status: "pending" }, after: { status: "accepted" } }]);
    expect(await auditRows("document", rejected.id)).toMatchObject([{ action: "document.rejected", after: { status: "rejected", reason: "Unreadable scan" } }]);

    const db = await getDb();
    const course = await createCourse({ level: "diver" });
    const request = async () => {
      const doc = await createDocument(diver.user.id);
      return db.recognition.create({
        data: { userId: diver.user.id, agency: "PADI", certificationName: "Open Water Diver", level: "diver", certificationNumber: "19AB2345", issuedOn: new Date("2019-06-30"), documentId: doc.id },
        select: { id: true },
      });
    };
    const yes = await request();
    const no = await request();
    const approved = await approveRecognition(admin.user.id, yes.id, { course: course.id }, "en");
    await rejectRecognition(admin.user.id, no.id, { reason: "The card is not legible" }, "en");
    expect(await auditRows("recognition", yes.id)).toMatchObject([
      { action: "recognition.approved", actorId: admin.user.id, after: { status: "approved", course_id: course.id, certification_number: approved.certification?.number } },
    ]);
    expect(await auditRows("recognition", no.id)).toMatchObject([{ action: "recognition.rejected", after: { status: "rejected", reason: "The card is not legible" } }]);
  });

  it("records the address and request id of the request that made the change, through the route", async () => {
    const admin = await createUser({ role: "admin", totp: true });
    const diver = await createUser();
    const doc = await createDocument(diver.user.id);
    const res = await call(acceptRoute.POST as RouteHandler, {
      method: "POST",
      path: `/api/v1/admin/documents/${doc.id}/accept`,
      params: { id: String(doc.id) },
      token: admin.token,
      ip: "10.77.1.2",
      headers: { "x-request-id": "req-audit-accept-1" },
    });
    expect(res.status).toBe(200);
    expect(await auditRows("document", doc.id)).toMatchObject([{ action: "document.accepted", actorId: admin.user.id, ip: "10.77.1.2", requestId: "req-audit-accept-1" }]);
  });
});
