import type { Db } from "@/lib/db/client";
import { currentVersion, findForm, formTextHash } from "@/lib/forms/catalogue";
import { medicalQuestionnaire } from "@/lib/medical/questionnaire";
import { validUntilOf } from "@/lib/medical/rules";

// Demo diver records for diver@example.com: a medical questionnaire answered "no" throughout a
// month ago (status fit, so the instructor can sign in-water skills in the demo), the safe diving
// practices statement signed, the liability release signed in its previous version (so the demo
// shows a form to sign again) and the medical statement not signed. Idempotent: created only when
// the diver has no submission / no signature of that form.

const DAY = 86_400_000;
const DEMO_DIVER = "diver@example.com";

export async function seedDemoRecords(db: Db) {
  const diver = await db.user.findUnique({ where: { email: DEMO_DIVER }, select: { id: true, firstName: true, lastName: true } });
  if (!diver) return;
  const now = Date.now();
  if (!(await db.medicalSubmission.findFirst({ where: { userId: diver.id }, select: { id: true } }))) {
    const submittedAt = new Date(now - 30 * DAY);
    await db.medicalSubmission.create({
      data: {
        userId: diver.id, version: medicalQuestionnaire.version, outcome: "fit", submittedAt, validUntil: validUntilOf(submittedAt),
        answers: Object.fromEntries(medicalQuestionnaire.questions.map((q) => [q.id, false])),
      },
    });
  }
  const name = `${diver.firstName ?? ""} ${diver.lastName ?? ""}`.trim();
  const signatures = [
    { code: "safe_diving_practices", version: undefined, daysAgo: 30 },
    { code: "liability_release", version: 1, daysAgo: 300 },
  ];
  for (const s of signatures) {
    if (await db.formSignature.findFirst({ where: { userId: diver.id, formCode: s.code }, select: { id: true } })) continue;
    const form = findForm(s.code);
    const version = form.versions.find((v) => v.version === s.version) ?? currentVersion(form);
    await db.formSignature.create({
      data: {
        userId: diver.id, formCode: form.code, version: version.version, language: version.language, signedBy: "diver",
        signedName: name, clientIp: "127.0.0.1", textSha256: formTextHash(form, version), signedAt: new Date(now - s.daysAgo * DAY),
      },
    });
  }
}
