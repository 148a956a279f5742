import { randomUUID } from "node:crypto";
import * as quizRoute from "@/app/api/v1/diver/courses/[log_code]/modules/[module]/quiz/route";
import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import type { World } from "@/tests/support/contract-walk/world";
import { seriesPlan, uddfFile } from "@/tests/support/dive-files";
import { diveBody } from "@/tests/support/dive-log-factories";
import { pdfBytes, type Part } from "@/tests/support/document-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { allNo } from "@/tests/support/medical-factories";

// The demo diver's own routes: learning, certifications, logbook, documents, records, store, sync.

/** The demo diver's course log of a catalogue course (AOWD is the active one, OWD the completed one). */
export async function logOf(w: World, code: string) {
  const key = `log:${code}`;
  w.saved[key] ??= await w.db.courseLog.findFirstOrThrow({
    where: { userId: w.diver.id, course: { code } },
    orderBy: { id: "desc" },
    select: { id: true, logCode: true, courseId: true },
  });
  return w.saved[key] as { id: number; logCode: string; courseId: number };
}

export async function modulesOf(w: World, courseId: number) {
  return w.db.courseModule.findMany({ where: { courseId }, orderBy: { position: "asc" }, select: { id: true } });
}

/** Every question of a module (or the exam) answered with its correct options, read from the catalogue rows. */
export async function rightAnswers(w: World, where: { moduleId: number } | { examCourseId: number }) {
  const questions = await w.db.question.findMany({
    where,
    orderBy: { position: "asc" },
    select: { id: true, options: { where: { isCorrect: true }, select: { id: true } } },
  });
  return { answers: questions.map((q) => ({ question_id: q.id, option_ids: q.options.map((o) => o.id) })) };
}

/** Passes every module quiz of the diver's AOWD log through the route, as the app would. */
export async function passAllQuizzes(w: World) {
  const log = await logOf(w, "AOWD");
  for (const m of await modulesOf(w, log.courseId)) {
    const res = await call(quizRoute.POST, {
      method: "POST", path: `/api/v1/diver/courses/${log.logCode}/modules/${m.id}/quiz`, token: w.diver.token,
      params: { log_code: log.logCode, module: String(m.id) }, body: await rightAnswers(w, { moduleId: m.id }),
    });
    if (res.status !== 200 && res.status !== 201 && res.status !== 409) throw new Error(`quiz of module ${m.id} answered ${res.status}: ${res.text}`);
  }
}

const owdCertification = async (w: World) =>
  (await w.db.certification.findFirstOrThrow({ where: { userId: w.diver.id, course: { code: "OWD" } }, select: { id: true } })).id;
const aowd = async (w: World) => ({ log_code: (await logOf(w, "AOWD")).logCode });
const aowdModule = async (w: World, index: number) => {
  const log = await logOf(w, "AOWD");
  return { log_code: log.logCode, module: (await modulesOf(w, log.courseId))[index]!.id };
};
const licence = async (title: string): Promise<Part[]> => [
  { name: "file", filename: `${title.toLowerCase().replace(/\W+/g, "-")}.pdf`, type: "application/pdf", data: await pdfBytes(title) },
  { name: "kind", value: "license" },
  { name: "title", value: title },
];

export const diverReadRecipes: Recipe[] = [
  recipe("GET /api/v1/diver/courses", "diver"),
  recipe("GET /api/v1/diver/courses/{log_code}", "diver", { params: aowd }),
  recipe("GET /api/v1/diver/courses/{log_code}/modules/{module}", "diver", { params: (w) => aowdModule(w, 0) }),
  recipe("GET /api/v1/diver/courses/{log_code}/modules/{module}/quiz/result", "diver", { params: (w) => aowdModule(w, 0) }),
  recipe("GET /api/v1/diver/courses/{log_code}/skills", "diver", { params: aowd }),
  recipe("GET /api/v1/diver/certifications", "diver"),
  recipe("GET /api/v1/diver/certifications/history", "diver"),
  recipe("GET /api/v1/diver/certifications/{certification}/quiz-result", "diver", { params: async (w) => ({ certification: await owdCertification(w) }) }),
  recipe("GET /api/v1/diver/certifications/{certification}/exam-result", "diver", { params: async (w) => ({ certification: await owdCertification(w) }) }),
  recipe("GET /api/v1/diver/certifications/{certification}/skills", "diver", { params: async (w) => ({ certification: await owdCertification(w) }) }),
  recipe("GET /api/v1/diver/dive-logs", "diver", { query: () => ({ per_page: "50" }) }),
  recipe("GET /api/v1/diver/dive-logs/export", "diver", { query: () => ({ format: "csv" }) }),
  recipe("GET /api/v1/diver/dive-logs/statistics", "diver", { query: () => ({ from: "2000-01-01" }) }),
  recipe("GET /api/v1/diver/award-cards", "diver"),
  recipe("GET /api/v1/diver/forms", "diver"),
  recipe("GET /api/v1/diver/forms/{code}", "diver", { params: () => ({ code: "liability_release" }) }),
  recipe("GET /api/v1/diver/forms/{code}/pdf", "diver", { params: () => ({ code: "safe_diving_practices" }) }),
  recipe("GET /api/v1/diver/medical-questionnaire", "diver"),
  recipe("GET /api/v1/diver/free-learnings/available", "diver", {
    after: (res, w) => void (w.saved.freeLearning = res.json.data[0]),
  }),
  recipe("GET /api/v1/diver/store/courses", "diver"),
  recipe("GET /api/v1/sync/status", "diver"),
  recipe("GET /api/v1/sync/courses/{log_code}", "diver", { params: aowd }),
  recipe("GET /api/v1/sync/dive-logs", "diver"),
];

export const diverWriteRecipes: Recipe[] = [
  recipe("POST /api/v1/diver/dive-logs", "diver", {
    body: () => diveBody({ date: "2026-05-30", location: "Punta Carena, Capri", comments: "Red gorgonians below 30 m." }),
    after: (res, w) => void (w.saved.newDive = res.json.data),
  }),
  recipe("GET /api/v1/diver/dive-logs/{id}", "diver", { params: (w) => ({ id: w.saved.newDive.id }) }),
  recipe("PATCH /api/v1/diver/dive-logs/{id}", "diver", { params: (w) => ({ id: w.saved.newDive.id }), body: () => ({ comments: "Red gorgonians and a John Dory." }) }),
  recipe("POST /api/v1/diver/dive-logs/import", "diver", {
    multipart: () => [{ name: "file", filename: "computer.uddf", type: "application/xml", data: Buffer.from(uddfFile({ plans: [seriesPlan(3), seriesPlan(4)], serial: "CW-42" })) }],
    after: (res, w) => void (w.saved.importedDive = res.json.data.dives[0]),
  }),
  recipe("GET /api/v1/diver/dive-logs/{id}/profile", "diver", { params: (w) => ({ id: w.saved.importedDive.id }) }),
  recipe("POST /api/v1/diver/documents", "diver", { multipart: () => licence("Nitrox card"), after: (res, w) => void (w.saved.licence = res.json.data) }),
  recipe("GET /api/v1/diver/documents", "diver"),
  recipe("GET /api/v1/diver/documents/{id}/file", "diver", { params: (w) => ({ id: w.saved.licence.id }) }),
  recipe("POST /api/v1/diver/forms/{code}/sign", "diver", { params: () => ({ code: "liability_release" }), body: () => ({ full_name: "Giulia Marino", accept: true }) }),
  recipe("POST /api/v1/diver/forms/{code}/guardian-link", (w) => w.saved.minorDiver.token, {
    before: async (w) => void (w.saved.minorDiver = await createUser({ minor: true, guardianAccepted: true })),
    params: () => ({ code: "liability_release" }),
  }),
  recipe("POST /api/v1/diver/medical-questionnaire", "diver", { body: () => ({ answers: allNo() }) }),
  recipe("POST /api/v1/diver/courses/{log_code}/modules/{module}/quiz", "diver", {
    params: (w) => aowdModule(w, 1),
    body: async (w) => rightAnswers(w, { moduleId: (await aowdModule(w, 1)).module }),
  }),
  recipe("POST /api/v1/diver/free-learnings/{log_code}/enroll", "diver", {
    params: (w) => ({ log_code: w.saved.freeLearning.code ?? w.saved.freeLearning.id }),
    after: (res, w) => void (w.saved.freeLog = res.json.data),
  }),
  recipe("GET /api/v1/diver/free-learnings", "diver"),
  recipe("GET /api/v1/diver/free-learnings/{log_code}", "diver", { params: (w) => ({ log_code: w.saved.freeLog.log_code }) }),
  recipe("GET /api/v1/diver/free-learnings/{log_code}/modules/{module}", "diver", {
    before: async (w) => void (w.saved.freeModule = (await modulesOf(w, (await w.db.courseLog.findUniqueOrThrow({ where: { logCode: w.saved.freeLog.log_code } })).courseId))[0]!.id),
    params: (w) => ({ log_code: w.saved.freeLog.log_code, module: w.saved.freeModule }),
  }),
  recipe("POST /api/v1/diver/free-learnings/{log_code}/modules/{module}/quiz", "diver", {
    params: (w) => ({ log_code: w.saved.freeLog.log_code, module: w.saved.freeModule }),
    body: (w) => rightAnswers(w, { moduleId: w.saved.freeModule }),
  }),
  recipe("GET /api/v1/diver/free-learnings/{log_code}/modules/{module}/quiz/result", "diver", {
    params: (w) => ({ log_code: w.saved.freeLog.log_code, module: w.saved.freeModule }),
  }),
  recipe("POST /api/v1/sync/upload", "diver", {
    body: async (w) => {
      const dive = await w.db.diveLog.findFirstOrThrow({ where: { userId: w.diver.id, signedAt: null, deletedAt: null, id: { not: w.saved.newDive.id } }, select: { uuid: true } });
      w.saved.staleDive = dive.uuid;
      return {
        client_id: "walk-phone-1",
        operations: [
          { op_id: "walk-1", type: "dive_log.create", client_time: new Date().toISOString(), payload: { ...diveBody({ date: "2026-06-02", location: "Grotta Azzurra" }), uuid: randomUUID() } },
          // Edited on the phone from a copy older than the server's: a conflict the next recipes resolve.
          { op_id: "walk-2", type: "dive_log.update", client_time: new Date().toISOString(), payload: { uuid: dive.uuid, base_updated_at: "2020-01-01T00:00:00.000000+00:00", comments: "Edited offline." } },
        ],
      };
    },
  }),
  recipe("GET /api/v1/sync/conflicts", "diver", { after: (res, w) => void (w.saved.conflict = res.json.data.data?.[0] ?? res.json.data[0]) }),
  recipe("POST /api/v1/sync/conflicts/{id}/resolve", "diver", { params: (w) => ({ id: w.saved.conflict.id }), body: () => ({ keep: "server" }) }),
];
