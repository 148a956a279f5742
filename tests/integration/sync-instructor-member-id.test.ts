import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createUser } from "@/tests/support/factories";
import { createOp, opId, resolve, upload } from "@/tests/support/sync-calls";

// The web app's dive form names the instructor by member id; offline the device cannot look the
// member up, so a sync operation may carry `instructor_member_id` and the server resolves it when
// the operation arrives (as the form's action does online), or rejects that one field.

const updateOp = (payload: Record<string, unknown>) => ({ op_id: opId("update"), type: "dive_log.update", payload, client_time: new Date().toISOString() });
const instructorOf = async (id: number) => (await (await getDb()).diveLog.findUniqueOrThrow({ where: { id }, select: { instructorId: true } })).instructorId;

describe("a dive's instructor named by member id in a sync operation", () => {
  it("creates the dive with the member's id, and refuses an unknown or malformed member id by name", async () => {
    const pro = await createUser({ professional: true });
    const diver = await createUser();
    const res = await upload(diver.token, "web-a", [
      createOp({ instructor_member_id: pro.user.memberId.toLowerCase(), location: "Named" }),
      createOp({ instructor_member_id: "IT26-000-000", location: "Unknown" }),
      createOp({ instructor_member_id: "nobody", max_depth: -3 }),
      createOp({ instructor_id: pro.user.id, instructor_member_id: "nobody" }),
    ]);
    expect(res.status).toBe(200);
    const [named, unknown, malformed, both] = res.json.data.results;
    expect(named).toMatchObject({ status: "applied", data: { instructor_id: pro.user.id, location: "Named" } });
    expect(unknown).toMatchObject({ status: "rejected", errors: { "operations.1.payload.instructor_member_id": ["No DiveCert member has this member id."] } });
    // Reported together with the schema's errors: one answer lists every mistake.
    expect(malformed.status).toBe("rejected");
    expect(malformed.errors).toMatchObject({
      "operations.2.payload.instructor_member_id": ["Enter the instructor's member id, like IT26-104-512."],
      "operations.2.payload.max_depth": ["The max depth must not be negative."],
    });
    // An instructor_id given as well wins.
    expect(both).toMatchObject({ status: "applied", data: { instructor_id: pro.user.id } });
    expect(await (await getDb()).diveLog.count({ where: { userId: diver.user.id } })).toBe(2);
  });

  it("sets, changes and clears the instructor of an edit, and keeps the resolved id in a conflict", async () => {
    const pro = await createUser({ professional: true });
    const diver = await createUser();
    const created = (await upload(diver.token, "web-b", [createOp()])).json.data.results[0].data;
    expect(created.instructor_id).toBeNull();

    const set = (await upload(diver.token, "web-b", [updateOp({ id: created.id, base_updated_at: created.updated_at, instructor_member_id: pro.user.memberId })])).json.data.results[0];
    expect(set).toMatchObject({ status: "applied", data: { instructor_id: pro.user.id } });
    const cleared = (await upload(diver.token, "web-b", [updateOp({ uuid: created.uuid, base_updated_at: set.data.updated_at, instructor_member_id: "" })])).json.data.results[0];
    expect(cleared).toMatchObject({ status: "applied", data: { instructor_id: null } });

    // Edited meanwhile elsewhere: a conflict, whose kept device side writes the member's id.
    const stale = (await upload(diver.token, "web-b", [updateOp({ id: created.id, base_updated_at: created.updated_at, instructor_member_id: pro.user.memberId })])).json.data.results[0];
    expect(stale.status).toBe("conflict");
    expect(stale.data.client).toMatchObject({ instructor_id: pro.user.id });
    expect(stale.data.client).not.toHaveProperty("instructor_member_id");
    expect(await instructorOf(created.id)).toBeNull();
    expect((await resolve(diver.token, stale.data.conflict_id, "client")).status).toBe(200);
    expect(await instructorOf(created.id)).toBe(pro.user.id);
  });
});
