import { describe, expect, it } from "vitest";
import * as awards from "@/app/api/v1/diver/award-cards/route";
import * as one from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as exportRoute from "@/app/api/v1/diver/dive-logs/export/route";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import * as proOne from "@/app/api/v1/professional/dive-logs/[id]/route";
import * as sign from "@/app/api/v1/professional/dive-logs/[id]/sign/route";
import * as proList from "@/app/api/v1/professional/dive-logs/route";
import { diveBody } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// Who reaches what: another diver's dive is not found (by id and by uuid), divers are refused
// on professional routes, and an instructor sees only the dives that name them.

const path = "/api/v1/diver/dive-logs";

async function diveOf(token: string, body: Record<string, unknown> = {}) {
  const res = await call(list.POST, { method: "POST", path, token, body: diveBody(body) });
  expect(res.status).toBe(201);
  return res.json.data as { id: number; uuid: string };
}

describe("dive-log authorisation", () => {
  it("needs a token and a verified e-mail", async () => {
    expect((await call(list.GET, { path })).status).toBe(401);
    expect((await call(list.POST, { method: "POST", path, body: diveBody() })).status).toBe(401);
    const unverified = await createUser({ verified: false });
    const res = await call(list.GET, { path, token: unverified.token });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Your email address is not verified.");
    expect((await call(awards.GET, { path: "/api/v1/diver/award-cards", token: unverified.token })).status).toBe(403);
    expect((await call(exportRoute.GET, { path: `${path}/export?format=csv`, token: unverified.token })).status).toBe(403);
  });

  it("gives diver B a 404 on diver A's dive, by id and by uuid, for reading and writing", async () => {
    const a = await createUser();
    const b = await createUser();
    const dive = await diveOf(a.token);
    for (const key of [String(dive.id), dive.uuid]) {
      const read = await call(one.GET, { path: `${path}/${key}`, token: b.token, params: { id: key } });
      expect(read.status, key).toBe(404);
      expect(read.json).toEqual({ status: "error", message: "Dive log not found." });
      const write = await call(one.PATCH, { method: "PATCH", path: `${path}/${key}`, token: b.token, params: { id: key }, body: { comments: "mine now" } });
      expect(write.status, key).toBe(404);
    }
    const mine = await call(one.GET, { path: `${path}/${dive.id}`, token: a.token, params: { id: String(dive.id) } });
    expect(mine.json.data.comments).toBe("Gorgonians and a moray eel.");
    const listB = await call(list.GET, { path, token: b.token });
    expect(listB.json.data.total).toBe(0);
  });

  it("refuses divers (403) on every professional route", async () => {
    const diver = await createUser();
    const dive = await diveOf(diver.token);
    const id = String(dive.id);
    const answers = [
      await call(proList.GET, { path: "/api/v1/professional/dive-logs", token: diver.token }),
      await call(proOne.GET, { path: `/api/v1/professional/dive-logs/${id}`, token: diver.token, params: { id } }),
      await call(sign.POST, { method: "POST", path: `/api/v1/professional/dive-logs/${id}/sign`, token: diver.token, params: { id } }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("This area is reserved for dive professionals.");
    }
  });

  it("gives instructor B a 404 on a pending dive naming instructor A", async () => {
    const instructorA = await createUser({ professional: true });
    const instructorB = await createUser({ professional: true });
    const diver = await createUser();
    const dive = await diveOf(diver.token, { instructor_id: instructorA.user.id });
    for (const key of [String(dive.id), dive.uuid]) {
      const read = await call(proOne.GET, { path: `/api/v1/professional/dive-logs/${key}`, token: instructorB.token, params: { id: key } });
      expect(read.status).toBe(404);
      const signed = await call(sign.POST, { method: "POST", path: `/api/v1/professional/dive-logs/${key}/sign`, token: instructorB.token, params: { id: key } });
      expect(signed.status).toBe(404);
    }
    const listB = await call(proList.GET, { path: "/api/v1/professional/dive-logs", token: instructorB.token });
    expect(listB.json.data.total).toBe(0);
    const readA = await call(proOne.GET, { path: `/api/v1/professional/dive-logs/${dive.uuid}`, token: instructorA.token, params: { id: dive.uuid } });
    expect(readA.status).toBe(200);
    expect(readA.json.data.diver).toMatchObject({ id: diver.user.id, member_id: diver.user.memberId });
  });

  it("keeps an instructor out of the diver routes of a student's dive", async () => {
    const instructor = await createUser({ professional: true });
    const diver = await createUser();
    const dive = await diveOf(diver.token, { instructor_id: instructor.user.id });
    const res = await call(one.PATCH, { method: "PATCH", path: `${path}/${dive.id}`, token: instructor.token, params: { id: String(dive.id) }, body: { comments: "x" } });
    expect(res.status).toBe(404);
  });

  it("accepts only a professional as instructor_id, and not the diver themself", async () => {
    const diver = await createUser();
    const notPro = await createUser();
    const res = await call(list.POST, { method: "POST", path, token: diver.token, body: diveBody({ instructor_id: notPro.user.id }) });
    expect(res.status).toBe(422);
    expect(res.json.errors.instructor_id).toEqual(["The selected instructor is not a dive professional."]);
    const pro = await createUser({ professional: true });
    const self = await call(list.POST, { method: "POST", path, token: pro.token, body: diveBody({ instructor_id: pro.user.id }) });
    expect(self.status).toBe(422);
    expect(self.json.errors).toHaveProperty("instructor_id");
  });
});
