import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeviceDb } from "@/lib/offline/device-db";
import { pendingOperations } from "@/lib/offline/queue";
import { dropWaitingEdits, isRedirect, queueDiveEdit, queueNewDive, queueQuiz, unreachable } from "@/lib/offline/writes";

// The pages' writes kept on the device offline (decision 0049), on fake-indexeddb: what each
// queues, in the sync protocol's shapes, and what stops it on the device.

let n = 0;
const freshDb = () => new DeviceDb(`writes-test-${++n}-${crypto.randomUUID()}`);
const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const dive = { date: "2026-11-20", time: "09:30", dive_time: "42", max_depth: "18,5", depth_unit: "m", pressure_unit: "bar", temperature_unit: "c", location: "Shark Point", gas: "air", safety_stop: "1" };

afterEach(() => vi.unstubAllGlobals());

describe("a new dive kept on the device", () => {
  it("is queued as dive_log.create in the API's shape with the device's uuid, the instructor by member id", async () => {
    const db = freshDb();
    expect(await queueNewDive("acc", formOf({ ...dive, instructor_member_id: " it26-104-512 " }), db)).toEqual({ path: "/logbook" });
    const [op] = await pendingOperations("acc", db);
    expect(op).toMatchObject({ type: "dive_log.create", label: "2026-11-20 · Shark Point", path: "/logbook", account: "acc" });
    expect(op!.payload).toMatchObject({ date: "2026-11-20", dive_time: 42, max_depth: 18.5, location: "Shark Point", safety_stop: true, instructor_member_id: "IT26-104-512" });
    expect(op!.payload).not.toHaveProperty("instructor_id");
    expect(op!.payload.uuid).toMatch(/^[0-9a-f-]{36}$/);
    await queueNewDive("acc", formOf(dive), db);
    expect((await pendingOperations("acc", db))[1]!.payload).toMatchObject({ instructor_id: null });
  });

  it("is not queued while a field is wrong: the server's field errors instead", async () => {
    const db = freshDb();
    expect(await queueNewDive("acc", formOf({ ...dive, dive_time: "", instructor_member_id: "nobody" }), db)).toEqual({
      fields: { dive_time: ["The dive time field is required."], instructor_id: ["Enter the instructor's member id, like IT26-104-512."] },
    });
    expect(await queueNewDive("acc", formOf({ ...dive, max_depth: "400" }), db)).toEqual({ fields: { max_depth: ["The max depth must be between 0 and 350 m."] } });
    expect(await pendingOperations("acc", db)).toEqual([]);
  });
});

describe("an edit kept on the device", () => {
  const rendered = { ...dive, dive_number: "7", comments: "Calm", skill_id: "", skill_id_was: "", instructor_member_id: "" };
  const edited = { id: 12, updatedAt: "2026-11-21T08:00:00.123000+00:00", values: rendered };

  it("sends only the fields changed, with the dive's updated_at as rendered", async () => {
    const db = freshDb();
    expect(await queueDiveEdit("acc", edited, formOf({ ...rendered, max_depth: "21", comments: "" }), db)).toEqual({ path: "/logbook/12" });
    const [op] = await pendingOperations("acc", db);
    expect(op).toMatchObject({ type: "dive_log.update", path: "/logbook/12", label: "2026-11-20 · Shark Point" });
    expect(op!.payload).toEqual({ id: 12, base_updated_at: edited.updatedAt, max_depth: 21, comments: null });
  });

  it("replaces an edit of the same dive still waiting (its form showed it), and nothing else", async () => {
    const db = freshDb();
    await queueDiveEdit("acc", edited, formOf({ ...rendered, max_depth: "21" }), db);
    await queueNewDive("acc", formOf(dive), db);
    await queueDiveEdit("acc", { ...edited, id: 13 }, formOf({ ...rendered, comments: "Other dive" }), db);
    await queueDiveEdit("other", edited, formOf({ ...rendered, rnt: "5" }), db);
    // The second edit of dive 12, made in a form that showed the first one's depth.
    await queueDiveEdit("acc", edited, formOf({ ...rendered, max_depth: "21", water_temperature: "24" }), db);
    const waiting = await pendingOperations("acc", db);
    expect(waiting.map((o) => [o.type, o.path])).toEqual([
      ["dive_log.create", "/logbook"],
      ["dive_log.update", "/logbook/13"],
      ["dive_log.update", "/logbook/12"],
    ]);
    expect(waiting[2]!.payload).toEqual({ id: 12, base_updated_at: edited.updatedAt, max_depth: 21, water_temperature: 24 });
    expect(await pendingOperations("other", db)).toHaveLength(1);
    // Every change undone: the waiting edit goes and nothing is queued.
    await queueDiveEdit("acc", edited, formOf(rendered), db);
    expect((await pendingOperations("acc", db)).map((o) => o.path)).toEqual(["/logbook", "/logbook/13"]);
  });

  it("names a new instructor by member id and clears one with null", async () => {
    const db = freshDb();
    await queueDiveEdit("acc", edited, formOf({ ...rendered, instructor_member_id: "de26-000-001" }), db);
    expect((await pendingOperations("acc", db))[0]!.payload).toEqual({ id: 12, base_updated_at: edited.updatedAt, instructor_member_id: "DE26-000-001" });
    const withInstructor = { ...edited, id: 14, values: { ...rendered, instructor_member_id: "DE26-000-001" } };
    await queueDiveEdit("acc", withInstructor, formOf({ ...rendered, instructor_member_id: "" }), db);
    expect((await pendingOperations("acc", db))[1]!.payload).toEqual({ id: 14, base_updated_at: edited.updatedAt, instructor_id: null });
  });

  it("drops the dive's waiting edits once the form that showed them is saved online", async () => {
    const db = freshDb();
    await queueDiveEdit("acc", edited, formOf({ ...rendered, max_depth: "21" }), db);
    await queueDiveEdit("acc", { ...edited, id: 13 }, formOf({ ...rendered, max_depth: "22" }), db);
    await queueDiveEdit("other", edited, formOf({ ...rendered, max_depth: "23" }), db);
    await dropWaitingEdits("acc", 12, db);
    expect((await pendingOperations("acc", db)).map((o) => o.path)).toEqual(["/logbook/13"]);
    expect(await pendingOperations("other", db)).toHaveLength(1);
  });

  it("checks the whole form as the server would", async () => {
    const db = freshDb();
    expect(await queueDiveEdit("acc", edited, formOf({ ...rendered, average_depth: "30" }), db)).toEqual({
      fields: { average_depth: ["The average depth must not be greater than the max depth."] },
    });
    expect(await pendingOperations("acc", db)).toEqual([]);
  });
});

describe("a quiz answered on the device", () => {
  it("is queued as quiz.submit, or free_learning_quiz.submit, in the API's answers shape", async () => {
    const db = freshDb();
    const answers = [{ question_id: 3, option_ids: [9] }];
    await queueQuiz("acc", { door: "course", logCode: "CL-1", moduleId: 4, label: "Navigation", path: "/courses/CL-1/modules/4/quiz" }, answers, db);
    await queueQuiz("acc", { door: "free_learning", logCode: "FL-2", moduleId: 5, label: "Fish", path: "/learn/FL-2/modules/5/quiz" }, answers, db);
    const [course, free] = await pendingOperations("acc", db);
    expect(course).toMatchObject({ type: "quiz.submit", label: "Navigation", path: "/courses/CL-1/modules/4/quiz", payload: { log_code: "CL-1", module_id: 4, answers } });
    expect(free).toMatchObject({ type: "free_learning_quiz.submit", payload: { log_code: "FL-2", module_id: 5, answers } });
  });
});

describe("a server action that did not reach the server", () => {
  it("is a network failure, an answer not from our server, or any failure while the browser is offline", () => {
    vi.stubGlobal("navigator", { onLine: true });
    expect(unreachable(new TypeError("Failed to fetch"))).toBe(true);
    expect(unreachable(new Error("An unexpected response was received from the server."))).toBe(true);
    expect(unreachable(Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;push;/logbook/3;307;" }))).toBe(false);
    expect(unreachable(new Error("Something went wrong"))).toBe(false);
    expect(isRedirect(Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;push;/logbook/3;307;" }))).toBe(true);
    expect(isRedirect(new TypeError("Failed to fetch"))).toBe(false);
    vi.stubGlobal("navigator", { onLine: false });
    expect(unreachable(new Error("Something went wrong"))).toBe(true);
  });
});
