import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as one from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import * as proOne from "@/app/api/v1/professional/dive-logs/[id]/route";
import * as sign from "@/app/api/v1/professional/dive-logs/[id]/sign/route";
import * as proList from "@/app/api/v1/professional/dive-logs/route";
import { getDb } from "@/lib/db/client";
import { canonicalJson, signedContent } from "@/lib/dive-logs/signature";
import { diveLogSelect } from "@/lib/dive-logs/serializers";
import { diveBody, insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const path = "/api/v1/diver/dive-logs";
const proPath = "/api/v1/professional/dive-logs";
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const signDive = (token: string, id: string | number) =>
  call(sign.POST, { method: "POST", path: `${proPath}/${id}/sign`, token, params: { id: String(id) } });

async function pendingDive(instructorId: number) {
  const diver = await createUser();
  const res = await call(list.POST, { method: "POST", path, token: diver.token, body: diveBody({ instructor_id: instructorId }) });
  expect(res.status).toBe(201);
  return { diver, dive: res.json.data as { id: number; uuid: string } };
}

describe("signing a dive log", () => {
  it("signs: signed_at, verified_by with name and member id, a SHA-256 of the canonical content", async () => {
    const instructor = await createUser({ professional: true, firstName: "Carlos", lastName: "Navarro" });
    const { diver, dive } = await pendingDive(instructor.user.id);
    const res = await signDive(instructor.token, dive.uuid);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Dive log signed.");
    expect("success" in res.json).toBe(false);
    expect(res.json.data).toMatchObject({ id: dive.id, is_signed: true, verified_by: `Carlos Navarro (${instructor.user.memberId})`, signature_valid: true, instructor_id: instructor.user.id });
    expect(res.json.data.signed_at).toMatch(ISO_MS);

    const db = await getDb();
    const row = await db.diveLog.findUniqueOrThrow({ where: { id: dive.id }, select: diveLogSelect });
    expect(row.signedHash).toBe(createHash("sha256").update(canonicalJson(signedContent(row))).digest("hex"));
    const seen = await call(one.GET, { path: `${path}/${dive.id}`, token: diver.token, params: { id: String(dive.id) } });
    expect(seen.json.data).toMatchObject({ is_signed: true, signed_at: res.json.data.signed_at, signature_valid: true });
  });

  it("locks a signed dive: PATCH is 409 and changes nothing; signing twice is 409", async () => {
    const instructor = await createUser({ professional: true });
    const { diver, dive } = await pendingDive(instructor.user.id);
    expect((await signDive(instructor.token, dive.id)).status).toBe(200);
    const patch = await call(one.PATCH, { method: "PATCH", path: `${path}/${dive.id}`, token: diver.token, params: { id: String(dive.id) }, body: { max_depth: 40 } });
    expect(patch.status).toBe(409);
    expect(patch.json).toMatchObject({ status: "error", message: expect.stringMatching(/signed/) });
    const again = await signDive(instructor.token, dive.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This dive log is already signed.");
    const stored = await call(one.GET, { path: `${path}/${dive.id}`, token: diver.token, params: { id: String(dive.id) } });
    expect(stored.json.data.max_depth).toBe(18.4);
  });

  it("lets one of two concurrent signatures through", async () => {
    const instructor = await createUser({ professional: true });
    const { dive } = await pendingDive(instructor.user.id);
    const results = await Promise.all([signDive(instructor.token, dive.id), signDive(instructor.token, dive.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("shows any later change to the signed content: signature_valid turns false", async () => {
    const instructor = await createUser({ professional: true });
    const { diver, dive } = await pendingDive(instructor.user.id);
    await signDive(instructor.token, dive.id);
    const db = await getDb();
    await db.diveLog.update({ where: { id: dive.id }, data: { maxDepth: 18.5 } });
    const res = await call(one.GET, { path: `${path}/${dive.id}`, token: diver.token, params: { id: String(dive.id) } });
    expect(res.json.data).toMatchObject({ is_signed: true, signature_valid: false });
    await db.diveLog.update({ where: { id: dive.id }, data: { maxDepth: 18.4, verifiedBy: "Someone Else (XX00-000-000)" } });
    const forged = await call(proOne.GET, { path: `${proPath}/${dive.id}`, token: instructor.token, params: { id: String(dive.id) } });
    expect(forged.json.data.signature_valid).toBe(false);
  });

  it("lists the instructor's student dives, pending first; ?signed=false gives the pending ones", async () => {
    const instructor = await createUser({ professional: true });
    const student = await createUser();
    const signedIds = await insertDiveLogs(student.user.id, 3, { dates: (i) => `2026-03-0${i + 1}`, instructorId: instructor.user.id });
    for (const id of signedIds) expect((await signDive(instructor.token, id)).status).toBe(200);
    const pending = await insertDiveLogs(student.user.id, 2, { dates: (i) => `2026-01-0${i + 1}`, instructorId: instructor.user.id });
    await insertDiveLogs(student.user.id, 2, { instructorId: null });

    const all = await call(proList.GET, { path: proPath, token: instructor.token });
    expect(all.status).toBe(200);
    expect(all.json.data.total).toBe(5);
    const items = all.json.data.data as { id: number; is_signed: boolean; diver: { id: number } }[];
    expect(items.map((d) => d.is_signed)).toEqual([false, false, true, true, true]);
    expect(items.slice(0, 2).map((d) => d.id)).toEqual([...pending].reverse());
    expect(items[0]!.diver.id).toBe(student.user.id);

    const onlyPending = await call(proList.GET, { path: `${proPath}?signed=false`, token: instructor.token });
    expect(onlyPending.json.data.data.map((d: { id: number }) => d.id).sort()).toEqual([...pending].sort());

    // Cursor pages follow the same order.
    const seen: number[] = [];
    let query = "?cursor=&per_page=2";
    for (let i = 0; i < 5; i++) {
      const page = (await call(proList.GET, { path: `${proPath}${query}`, token: instructor.token })).json.data;
      seen.push(...page.data.map((d: { id: number }) => d.id));
      if (!page.next_page_url) break;
      query = new URL(page.next_page_url).search;
    }
    expect(seen).toEqual(items.map((d) => d.id));
  });
});
