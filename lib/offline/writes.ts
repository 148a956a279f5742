import type { FieldErrors } from "@/lib/api/errors";
import { diveErrorsOnDevice } from "@/lib/dive-logs/device-check";
import { changedDiveFields, diveFormBody } from "@/lib/dive-logs/form-payload";
import type { Answer } from "@/lib/learning/schema";
import { deviceDb, type DeviceDb, type QueuedOperation } from "@/lib/offline/device-db";
import { enqueueOperation } from "@/lib/offline/queue";

// What the pages write on the device when they cannot reach the server (decision 0049): a new
// dive, an edit, a quiz's answers, each queued as an operation of the sync protocol
// (docs/sync.md) for the SyncRunner to send. Browser only (IndexedDB, `db` for tests); no React.

/** The browser says it has no network. */
export const offlineNow = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * A server action that did not reach the server: the browser is offline, fetch failed (a
 * TypeError: "Failed to fetch", "Load failed", "NetworkError when attempting to fetch
 * resource."), or something other than our server answered (a proxy's error page at a weak signal).
 */
export function unreachable(e: unknown): boolean {
  if (offlineNow() || e instanceof TypeError) return true;
  return e instanceof Error && /unexpected response was received from the server/i.test(e.message);
}

/** Where the page goes once a write waits on the device, or the field errors that stop it there. */
export type OnDevice = { path: string } | { fields: FieldErrors };

/** What a waiting dive is called on /sync and in the page: its date and site. */
const diveLabel = (body: Record<string, unknown>) => [body.date, body.location].filter((v) => typeof v === "string" && v).join(" · ");

/** A new dive: checked as the server would, then queued as `dive_log.create` with the device's uuid. */
export async function queueNewDive(account: string, form: FormData, db?: DeviceDb): Promise<OnDevice> {
  const { body, instructorMemberId } = diveFormBody(form, "create");
  const fields = diveErrorsOnDevice(body, instructorMemberId);
  if (Object.keys(fields).length) return { fields };
  // The member id is looked up by the server when the dive arrives (lib/sync/instructor-member-id.ts).
  const instructor = instructorMemberId ? { instructor_member_id: instructorMemberId.toUpperCase() } : { instructor_id: null };
  const payload = { ...body, ...instructor, uuid: crypto.randomUUID() };
  await enqueueOperation(account, { type: "dive_log.create", payload, label: diveLabel(body), path: "/logbook" }, db);
  return { path: "/logbook" };
}

/** The dive an edit form was rendered for: its id, its `updated_at` and the form's values as rendered. */
export type DiveBeingEdited = { id: number; updatedAt: string; values: Record<string, string> };

export const divePath = (id: number) => `/logbook/${id}`;

/**
 * An edit: checked as the server would, then queued as `dive_log.update` with the fields changed
 * since the page was rendered and that render's `updated_at`. An edit already waiting for the
 * dive is replaced (the form showed its changes, so the new one holds them all): two edits
 * with the same `base_updated_at` would make the second a conflict with the first.
 */
export async function queueDiveEdit(account: string, dive: DiveBeingEdited, form: FormData, d: DeviceDb = deviceDb()): Promise<OnDevice> {
  const { body, instructorMemberId } = diveFormBody(form, "update");
  const fields = diveErrorsOnDevice(body, instructorMemberId);
  if (Object.keys(fields).length) return { fields };
  const { changed, instructorMemberId: member } = changedDiveFields(dive.values, form);
  const instructor = member === undefined ? {} : member === null ? { instructor_id: null } : { instructor_member_id: member };
  const changes = { ...changed, ...instructor };
  const path = divePath(dive.id);
  await d.transaction("rw", d.operations, d.meta, async () => {
    const waiting = await d.operations
      .where("path")
      .equals(path)
      .filter((o) => o.account === account && o.type === "dive_log.update")
      .toArray();
    // Queued first, then the older one removed: a failure in between keeps both rather than neither.
    if (Object.keys(changes).length) {
      const payload = { id: dive.id, base_updated_at: dive.updatedAt, ...changes };
      await enqueueOperation(account, { type: "dive_log.update", payload, label: diveLabel(body), path }, d);
    }
    await d.operations.bulkDelete(waiting.map((o) => o.seq!));
  });
  return { path };
}

/**
 * The edits of a dive waiting on the device, dropped: the form showed them and was then saved
 * online, so the server has them (sent later, they would only come back as a conflict).
 */
export async function dropWaitingEdits(account: string, diveId: number, d: DeviceDb = deviceDb()): Promise<void> {
  await d.operations
    .where("path")
    .equals(divePath(diveId))
    .filter((o) => o.account === account && o.type === "dive_log.update")
    .delete();
}

/** Next's redirect from a server action (the promise rejects with it once the action has succeeded). */
export const isRedirect = (e: unknown) => typeof (e as { digest?: unknown })?.digest === "string" && (e as { digest: string }).digest.startsWith("NEXT_REDIRECT");

/** A module quiz of a course or a free learning, as the quiz page names it. */
export type QuizOnDevice = { door: "course" | "free_learning"; logCode: string; moduleId: number; label: string; path: string };

/** A quiz's answers, queued to be scored by the server when they arrive (at the time they were given). */
export async function queueQuiz(account: string, quiz: QuizOnDevice, answers: Answer[], db?: DeviceDb): Promise<QueuedOperation> {
  return enqueueOperation(account, {
    type: quiz.door === "course" ? "quiz.submit" : "free_learning_quiz.submit",
    payload: { log_code: quiz.logCode, module_id: quiz.moduleId, answers },
    label: quiz.label,
    path: quiz.path,
  }, db);
}
