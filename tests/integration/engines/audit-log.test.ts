import { describe, expect, it } from "vitest";
import { recordAudit, SYSTEM_AUDIT } from "@/lib/audit/record-audit";
import { verifyAuditChain } from "@/lib/audit/verify-audit-chain";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { getDb } from "@/lib/db/client";
import { createUser } from "@/tests/support/factories";

// The audit log's storage (contract section 5, decision 0027): the database fills the actor,
// chains the hashes and refuses to change or remove a row; the chain proves it.

const latest = async () => (await getDb()).auditLog.findFirstOrThrow({ orderBy: { id: "desc" } });

describe("audit log", () => {
  it("records the actor's member id and role as they are, with address and request id", async () => {
    const staff = await createUser({ role: "staff", permissions: ["accounts"], withToken: false });
    const db = await getDb();
    await db.$transaction((tx) =>
      recordAudit(tx, { actorId: staff.user.id, ip: "10.1.2.3", requestId: "req-audit-1" }, {
        action: "user.status.changed",
        subject: { type: "user", id: 42 },
        before: { status: "active" },
        after: { status: "suspended", reason: "Unpaid dues" },
      }),
    );
    const row = await latest();
    expect(row).toMatchObject({
      actorId: staff.user.id,
      actorMemberId: staff.user.memberId,
      actorRole: "staff",
      action: "user.status.changed",
      subjectType: "user",
      subjectId: 42,
      before: { status: "active" },
      after: { status: "suspended", reason: "Unpaid dues" },
      ip: "10.1.2.3",
      requestId: "req-audit-1",
    });
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("chains every row to the one before, and the chain verifies", async () => {
    const db = await getDb();
    for (let i = 0; i < 3; i += 1) await recordAudit(db, SYSTEM_AUDIT, { action: "user.status.restored", subject: { type: "user", id: i } });
    const rows = await db.auditLog.findMany({ orderBy: { id: "desc" }, take: 3 });
    expect(new Set(rows.map((r) => r.hash)).size).toBe(3);
    const report = await verifyAuditChain();
    expect(report).toEqual({ ok: true, rows: expect.any(Number), first_bad_id: null });
    expect(report.rows).toBeGreaterThanOrEqual(3);
  });

  it("keeps the chain whole under concurrent writers", async () => {
    const db = await getDb();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.$transaction((tx) => recordAudit(tx, { actorId: null, ip: null, requestId: `race-${i}` }, { action: "course.updated", subject: { type: "course", id: i } })),
      ),
    );
    expect((await verifyAuditChain()).ok).toBe(true);
  });

  it("is append-only: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    const db = await getDb();
    await recordAudit(db, SYSTEM_AUDIT, { action: "order.refunded", subject: { type: "order", id: 7 } });
    const row = await latest();
    await expect(db.$executeRawUnsafe(`UPDATE audit_log SET action = 'nothing' WHERE id = ${row.id}`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`DELETE FROM audit_log WHERE id = ${row.id}`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    expect((await latest()).action).toBe("order.refunded");
  });

  it("finds a row changed behind the triggers' back", async () => {
    const db = await getDb();
    await recordAudit(db, SYSTEM_AUDIT, { action: "certification.revoked", subject: { type: "certification", id: 1 }, after: { reason: "Issued in error" } });
    await recordAudit(db, SYSTEM_AUDIT, { action: "certification.issued", subject: { type: "certification", id: 2 } });
    const [last, tampered] = await db.auditLog.findMany({ orderBy: { id: "desc" }, take: 2 });
    // Only the table's owner can switch a trigger off: what an attacker with the database would do.
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
      await tx.$executeRawUnsafe(`UPDATE audit_log SET after = '{"reason":"Never mind"}' WHERE id = ${tampered!.id}`);
      await tx.$executeRawUnsafe(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
    });
    expect(await verifyAuditChain()).toMatchObject({ ok: false, first_bad_id: Number(tampered!.id) });
    // Put it back, so the other tests' chain stays whole.
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
      await tx.$executeRawUnsafe(`UPDATE audit_log SET after = '{"reason":"Issued in error"}' WHERE id = ${tampered!.id}`);
      await tx.$executeRawUnsafe(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
    });
    expect((await verifyAuditChain()).ok).toBe(true);
    expect(last!.id > tampered!.id).toBe(true);
  });

  it("writes every security event as an audit row: the holder acts, unproven attempts have no actor", async () => {
    const diver = await createUser({ withToken: false });
    const db = await getDb();
    await recordSecurityEvent(db, { userId: diver.user.id, type: "login.failure", ip: "10.9.9.9" });
    expect(await latest()).toMatchObject({ action: "security.login.failure", actorId: null, subjectType: "user", subjectId: diver.user.id, ip: "10.9.9.9" });
    await recordSecurityEvent(db, { userId: diver.user.id, type: "login.success", ip: "10.9.9.9", requestId: "req-login", detail: { method: "password" } });
    expect(await latest()).toMatchObject({
      action: "security.login.success",
      actorId: diver.user.id,
      actorMemberId: diver.user.memberId,
      actorRole: "diver",
      requestId: "req-login",
      after: { method: "password" },
    });
  });
});
