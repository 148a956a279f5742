import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { logPath, modulePath, quizPath } from "@/components/learning/paths";
import { sitePath } from "@/components/profile/profile-data";
import { cardUrlOf } from "@/lib/certifications/card-url";
import { getDb } from "@/lib/db/client";
import { updateDiveLog } from "@/lib/dive-logs/update-dive-log";
import { offlineAccountKey } from "@/lib/offline/account-key";
import { KEPT_DIVES, keepList } from "@/lib/offline/keep-list";
import { ZKeepList } from "@/lib/offline/keep-schema";
import type { KeepList, KeptEntry } from "@/lib/offline/names";
import { statementCounter } from "@/tests/support/statement-count";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call, type RouteHandler } from "@/tests/support/http";
import { createCourse, enrol, expireCourseLog, grantCertification } from "@/tests/support/learning-factories";
import { scope, sessionOf } from "@/tests/support/page-scope";

// GET /offline/keep (issue 38, decision 0049): what the device keeps for the signed-in account —
// only that account's records, the logbook's newest 200 dives (edit forms while editable), the
// certifications with their card images, the active course logs' modules and quizzes — with
// versions that move when a page's content would and only then, in a constant number of
// statements. Through the service and through the cookie route.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const route = await import("@/app/(site)/offline/keep/route");

const { useCountingDb, counted } = statementCounter();
// The file's database with a client that reports every statement it sends.
beforeAll(useCountingDb);

// One clock per test, read at its first look at the list (after the test's records are made), so
// the calendar never moves between two looks that must agree.
let now: Date | undefined;
beforeEach(() => {
  scope.reset();
  now = undefined;
});

const viewerOf = (who: CreatedUser) => sessionOf(who);
const keep = async (who: CreatedUser, lang: "en" | "de" = "en") => ZKeepList.parse(await keepList(await viewerOf(who), lang, (now ??= new Date())));
const urls = (list: KeepList, kind?: KeptEntry["kind"]) => list.entries.filter((e) => !kind || e.kind === kind).map((e) => e.url);
const versionOf = (list: KeepList, url: string) => list.entries.find((e) => e.url === url)?.version;
const get = () => call(route.GET as unknown as RouteHandler, { path: "/offline/keep" });

/** A diver with dives (some signed), certifications (valid, superseded, revoked) and course logs in every state. */
async function richDiver(dives = 5) {
  const who = await createUser();
  const db = await getDb();
  const open = await insertDiveLogs(who.user.id, dives, { dates: (i) => `2026-0${1 + (i % 9)}-${String(10 + (i % 19)).padStart(2, "0")}` });
  const [signed] = await insertDiveLogs(who.user.id, 1, { date: "2026-10-01", start: 900, signedAt: new Date("2026-10-02T10:00:00Z") });
  const [deleted] = await insertDiveLogs(who.user.id, 1, { date: "2026-10-03", start: 901, deletedAt: new Date() });

  const course = await createCourse({ modules: 3 });
  const reading = await createCourse({ modules: 2, questionsPerModule: 0 });
  const done = await createCourse({ modules: 2 });
  const old = await createCourse({ modules: 2 });
  const learning = await createCourse({ kind: "free_learning", modules: 2 });
  const active = await enrol({ userId: who.user.id, courseId: course.id });
  const noQuiz = await enrol({ userId: who.user.id, courseId: reading.id });
  const completed = await enrol({ userId: who.user.id, courseId: done.id });
  await db.courseLog.update({ where: { id: completed.id }, data: { status: "completed", completedAt: new Date() } });
  const expired = await enrol({ userId: who.user.id, courseId: old.id });
  await expireCourseLog(expired.logCode);
  const free = await enrol({ userId: who.user.id, courseId: learning.id });

  const valid = await grantCertification(who.user.id, done.id);
  const superseded = await grantCertification(who.user.id, course.id);
  await db.certification.update({ where: { id: superseded.id }, data: { status: "superseded" } });
  const revoked = await grantCertification(who.user.id, old.id);
  await db.certification.update({ where: { id: revoked.id }, data: { status: "revoked", revokedAt: new Date(), revocationReason: "Test" } });
  return { who, open, signed: signed!, deleted: deleted!, course, reading, learning, active, noQuiz, completed, expired, free, valid, superseded, revoked };
}

describe("the keep list", () => {
  it("names the account's pages, dives, certifications and active course logs, by the pages' own paths", async () => {
    const d = await richDiver();
    const list = await keep(d.who);
    expect(list.account).toBe(offlineAccountKey(d.who.user.id));
    const pages = urls(list, "page");
    for (const p of ["/dashboard", "/logbook", "/logbook/new", "/certifications", "/certifications?view=history", "/courses", "/sync", "/offline", "/learn"]) {
      expect(pages).toContain(p);
    }

    // Every dive's page; edit forms only for the dives the diver may still change; the deleted one not at all.
    for (const id of d.open) expect(pages).toEqual(expect.arrayContaining([`/logbook/${id}`, `/logbook/${id}/edit`]));
    expect(pages).toContain(`/logbook/${d.signed}`);
    expect(pages).not.toContain(`/logbook/${d.signed}/edit`);
    expect(pages.filter((p) => p.includes(`/logbook/${d.deleted}`))).toEqual([]);

    // Each certification's page; the card image of those the list shows one for (not a revoked one).
    for (const c of [d.valid, d.superseded, d.revoked]) expect(pages).toContain(`/certifications/${c.id}`);
    const images = urls(list, "image");
    expect(images.sort()).toEqual([sitePath(cardUrlOf(d.valid.number)), sitePath(cardUrlOf(d.superseded.number))].sort());
    expect(images.every((u) => u.startsWith("/cards/certifications/") && u.endsWith(".png"))).toBe(true);

    // Active course logs: the log, each module and each module's quiz (when it has questions).
    expect(pages).toContain(logPath("course", d.active.logCode));
    for (const m of d.course.modules) expect(pages).toEqual(expect.arrayContaining([modulePath("course", d.active.logCode, m.id), quizPath("course", d.active.logCode, m.id)]));
    for (const m of d.reading.modules) {
      expect(pages).toContain(modulePath("course", d.noQuiz.logCode, m.id));
      expect(pages).not.toContain(quizPath("course", d.noQuiz.logCode, m.id));
    }
    // The free learning through its own door.
    expect(pages).toContain(logPath("free_learning", d.free.logCode));
    for (const m of d.learning.modules) expect(pages).toEqual(expect.arrayContaining([modulePath("free_learning", d.free.logCode, m.id), quizPath("free_learning", d.free.logCode, m.id)]));
    // Completed and expired logs are not kept (the course list that names them is).
    for (const log of [d.completed, d.expired]) expect(pages.filter((p) => p.includes(encodeURIComponent(log.logCode)))).toEqual([]);

    // Relative URLs of this origin, each once.
    expect(new Set(urls(list)).size).toBe(list.entries.length);
    expect(urls(list).every((u) => u.startsWith("/") && !u.startsWith("//"))).toBe(true);
  });

  it("lists nothing of another diver's, and no /learn without an active free learning", async () => {
    const other = await richDiver(3);
    const me = await createUser();
    const [mine] = await insertDiveLogs(me.user.id, 1);
    const list = await keep(me);
    expect(urls(list)).toEqual(expect.arrayContaining([`/logbook/${mine}`, `/logbook/${mine}/edit`]));
    expect(urls(list)).not.toContain("/learn");
    const theirPaths = [
      ...[...other.open, other.signed].map((id) => `/logbook/${id}`),
      ...[other.valid, other.superseded, other.revoked].map((c) => `/certifications/${c.id}`),
      ...[other.valid, other.superseded].map((c) => sitePath(cardUrlOf(c.number))),
    ];
    for (const url of urls(list)) {
      for (const p of theirPaths) expect(url === p || url.startsWith(`${p}/`), url).toBe(false);
      for (const log of [other.active, other.noQuiz, other.free]) expect(url.includes(encodeURIComponent(log.logCode)), url).toBe(false);
    }
    expect(list.account).not.toBe(offlineAccountKey(other.who.user.id));
  });

  it("keeps the newest 200 of 250 dives in the logbook's order (newest first)", async () => {
    const who = await createUser();
    // Dates repeat so the order's tie-break (id, newest first) matters too.
    const ids = await insertDiveLogs(who.user.id, 250, { dates: (i) => `2025-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}` });
    const db = await getDb();
    const expected = (await db.diveLog.findMany({ where: { id: { in: ids } }, select: { id: true, date: true } }))
      .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id)
      .slice(0, KEPT_DIVES)
      .map((r) => `/logbook/${r.id}`);
    const list = await keep(who);
    const divePages = urls(list, "page").filter((u) => /^\/logbook\/\d+$/.test(u));
    expect(KEPT_DIVES).toBe(200);
    expect(divePages).toEqual(expected);
    expect(urls(list, "page").filter((u) => /^\/logbook\/\d+\/edit$/.test(u))).toHaveLength(200);
  });
});

describe("versions", () => {
  it("stay the same when nothing changed, follow a dive edit to its pages and the summaries, and carry the language", async () => {
    const d = await richDiver();
    const before = await keep(d.who);
    expect(await keep(d.who)).toEqual(before);

    const [edited, untouched] = d.open;
    await updateDiveLog(d.who.user.id, { id: edited! }, { location: "Portofino" });
    const after = await keep(d.who);
    for (const url of [`/logbook/${edited}`, `/logbook/${edited}/edit`, "/logbook"]) expect(versionOf(after, url), url).not.toBe(versionOf(before, url));
    for (const url of [`/logbook/${untouched}`, `/logbook/${untouched}/edit`, `/certifications/${d.valid.id}`, logPath("course", d.active.logCode), "/offline", "/courses"]) {
      expect(versionOf(after, url), url).toBe(versionOf(before, url));
    }

    // Another language: every page changes, starting with the language; an image has none.
    const german = await keep(d.who, "de");
    for (const e of german.entries) {
      if (e.kind === "page") {
        expect(e.version.startsWith("de.")).toBe(true);
        expect(e.version, e.url).not.toBe(versionOf(after, e.url));
      } else expect(e.version).toBe(versionOf(after, e.url));
    }
    expect(after.entries.filter((e) => e.kind === "page").every((e) => e.version.startsWith("en."))).toBe(true);
  });

  it("follow a course log's version to its pages and the course list, a certification's change to its page, card and list", async () => {
    const d = await richDiver();
    const db = await getDb();
    const before = await keep(d.who);
    await db.courseLog.update({ where: { id: d.active.id }, data: { version: { increment: 1 } } });
    await db.certification.update({ where: { id: d.valid.id }, data: { status: "superseded" } });
    const after = await keep(d.who);
    const m = d.course.modules[0]!.id;
    const changed = [logPath("course", d.active.logCode), modulePath("course", d.active.logCode, m), quizPath("course", d.active.logCode, m), "/courses", "/dashboard",
      `/certifications/${d.valid.id}`, sitePath(cardUrlOf(d.valid.number)), "/certifications"];
    for (const url of changed) expect(versionOf(after, url), url).not.toBe(versionOf(before, url));
    for (const url of [logPath("free_learning", d.free.logCode), `/certifications/${d.superseded.id}`, "/logbook", `/logbook/${d.open[0]}`]) {
      expect(versionOf(after, url), url).toBe(versionOf(before, url));
    }
  });

  it("follow the account's unit system to the logbook's pages, not to the others", async () => {
    const d = await richDiver(1);
    const db = await getDb();
    const before = await keep(d.who);
    await db.user.update({ where: { id: d.who.user.id }, data: { preferredSystem: "imperial" } });
    const after = await keep(d.who);
    for (const url of ["/logbook", "/logbook/new", `/logbook/${d.open[0]}`, `/logbook/${d.open[0]}/edit`]) expect(versionOf(after, url), url).not.toBe(versionOf(before, url));
    for (const url of ["/certifications", `/certifications/${d.valid.id}`, logPath("course", d.active.logCode), "/offline"]) expect(versionOf(after, url), url).toBe(versionOf(before, url));
  });

  it("drop a dive's edit form once it is signed", async () => {
    const d = await richDiver();
    const db = await getDb();
    const [dive] = d.open;
    const before = await keep(d.who);
    await db.diveLog.update({ where: { id: dive }, data: { signedAt: new Date() } });
    const after = await keep(d.who);
    expect(urls(after)).not.toContain(`/logbook/${dive}/edit`);
    expect(versionOf(after, `/logbook/${dive}`)).not.toBe(versionOf(before, `/logbook/${dive}`));
  });
});

describe("statements", () => {
  it("are as many for 5 dives as for 60 (with more certifications, course logs and modules)", async () => {
    const small = await richDiver(5);
    const big = await richDiver(60);
    for (let i = 0; i < 4; i++) {
      const course = await createCourse({ modules: 4 });
      await enrol({ userId: big.who.user.id, courseId: course.id });
      await grantCertification(big.who.user.id, course.id);
    }
    const viewers = [await viewerOf(small.who), await viewerOf(big.who)];
    const [a, b] = [await counted(() => keepList(viewers[0]!, "en")), await counted(() => keepList(viewers[1]!, "en"))];
    expect(b.result.entries.length).toBeGreaterThan(a.result.entries.length + 100);
    expect(a.sql).toHaveLength(b.sql.length);
    expect(a.sql).toHaveLength(4);

    // Through the route too: the same count for both (the session door's reads included).
    const routeCounts: number[] = [];
    for (const who of [small.who, big.who]) {
      scope.user = await sessionOf(who);
      const { result, sql } = await counted(get);
      expect(result.status).toBe(200);
      routeCounts.push(sql.length);
    }
    expect(routeCounts[0]).toBe(routeCounts[1]);
  });
});

describe("GET /offline/keep", () => {
  it("answers the signed-in account's list in the API envelope, in the page language, never cached", async () => {
    const d = await richDiver(2);
    scope.user = await sessionOf(d.who);
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toMatchObject({ status: "success", message: expect.any(String) });
    const data = ZKeepList.parse(res.json.data);
    expect(data.account).toBe(offlineAccountKey(d.who.user.id));
    expect(urls(data)).toEqual(urls(await keep(d.who)));
    expect(data.entries.filter((e) => e.kind === "page").every((e) => e.version.startsWith("en."))).toBe(true);

    // The account's language changed: the pages' versions with it.
    scope.user = await sessionOf(d.who, { language: "it" });
    const italian = ZKeepList.parse((await get()).json.data);
    expect(italian.entries.filter((e) => e.kind === "page").every((e) => e.version.startsWith("it."))).toBe(true);
    expect(versionOf(italian, "/dashboard")).not.toBe(versionOf(data, "/dashboard"));
  });

  it("answers another account its own list, and 401 signed out", async () => {
    const a = await richDiver(1);
    const b = await createUser();
    scope.user = await sessionOf(b);
    const theirs = ZKeepList.parse((await get()).json.data);
    expect(theirs.account).toBe(offlineAccountKey(b.user.id));
    expect(urls(theirs).filter((u) => /^\/logbook\/\d+/.test(u) || /^\/certifications\/\d+/.test(u))).toEqual([]);

    scope.user = null;
    const out = await get();
    expect(out.status).toBe(401);
    expect(out.json).toMatchObject({ status: "error", message: "Unauthenticated." });
    expect(out.json.data ?? null).toBeNull();
    // The first account's list is untouched by the other's request.
    scope.user = await sessionOf(a.who);
    expect(urls(ZKeepList.parse((await get()).json.data))).toContain(`/logbook/${a.open[0]}`);
  });

  it("still answers an account whose door is shut (its pages say why), with other versions", async () => {
    const d = await richDiver(2);
    scope.user = await sessionOf(d.who);
    const before = ZKeepList.parse((await get()).json.data);
    const db = await getDb();
    await db.user.update({ where: { id: d.who.user.id }, data: { status: "suspended", statusReason: "Review" } });
    const res = await get();
    expect(res.status).toBe(200);
    const after = ZKeepList.parse(res.json.data);
    expect(versionOf(after, "/logbook")).not.toBe(versionOf(before, "/logbook"));
    // No edit form while the account may not change its dives.
    expect(urls(after).filter((u) => u.endsWith("/edit"))).toEqual([]);
  });
});
