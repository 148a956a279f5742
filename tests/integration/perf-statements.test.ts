import { beforeAll, describe, expect, it } from "vitest";
import * as diveLogs from "@/app/api/v1/diver/dive-logs/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import { ok } from "@/lib/api/envelope";
import { withApi } from "@/lib/api/with-api";
import { getDb, inTransaction } from "@/lib/db/client";
import { readUserRow, USER_ROW_SCALAR_KEYS } from "@/lib/users/read-user-row";
import { userResourceSelect } from "@/lib/users/serializers";
import { statementCounter } from "@/tests/support/statement-count";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, grantCertification } from "@/tests/support/learning-factories";
import { createOp, upload } from "@/tests/support/sync-calls";

// Statements per request on the hot paths (issue 11). Timings do not belong in tests, but the
// number of statements does: a change that adds one fails here, on PGlite and on PostgreSQL.

const { useCountingDb, counted } = statementCounter();
// Replace the file's database with one whose client reports every statement it sends.
beforeAll(useCountingDb);

const onlyUser = withApi({ auth: "user", handler: async ({ user }) => ok("Who.", { id: user.id }) });

describe("the guard", () => {
  it("checks token, user, revocation and cut-off in one statement", async () => {
    const { user, token } = await createUser();
    const { result, sql, direct } = await counted(() => call(onlyUser, { path: "/api/v1/anything", token }));
    expect(result.status).toBe(200);
    expect(result.json.data.id).toBe(user.id);
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/revoked_access_tokens/);
    // The hot path's statement goes straight through the driver adapter, not the Prisma client.
    expect(direct).toEqual(sql);
  });

  it("refuses a revoked token, a token older than the cut-off and a closed account in that one statement", async () => {
    const db = await getDb();
    const revoked = await createUser();
    const claims = JSON.parse(Buffer.from(revoked.token.split(".")[1]!, "base64url").toString()) as { jti: string };
    await db.revokedAccessToken.create({ data: { jti: claims.jti, expiresAt: new Date(Date.now() + 3_600_000) } });
    const cutOff = await createUser();
    await db.user.update({ where: { id: cutOff.user.id }, data: { tokensValidAfter: new Date(Date.now() + 5_000) } });
    const closed = await createUser({ status: "closed" });
    for (const token of [revoked.token, cutOff.token, closed.token]) {
      const { result, sql, direct } = await counted(() => call(onlyUser, { path: "/api/v1/anything", token }));
      expect(result.status).toBe(401);
      expect(sql).toHaveLength(1);
    }
  });
});

describe("GET /profile", () => {
  it("reuses the guard's row: one statement in all", async () => {
    const { token } = await createUser({ professional: true, diveCenter: true });
    const { result, sql } = await counted(() => call(profileRoute.GET, { path: "/api/v1/profile", token }));
    expect(result.status).toBe(200);
    expect(result.json.data.dive_center).not.toBe("Not assigned");
    expect(sql).toHaveLength(1);
  });

  it("reads the same row as Prisma's userResourceSelect, field by field", async () => {
    const db = await getDb();
    const rich = await createUser({ professional: true, diveCenter: true, minor: true, guardianAccepted: true, status: "suspended", suspensionDays: 3, restoreDate: "2027-01-01", restoreStatus: "active", statusReason: "Review" });
    const course = await createCourse();
    await grantCertification(rich.user.id, course.id);
    const bare = await createUser({ defaultLanguage: null, verified: false });
    for (const id of [rich.user.id, bare.user.id]) {
      const viaPrisma = await db.user.findUnique({ where: { id }, select: userResourceSelect });
      expect((await readUserRow(id))?.row).toEqual(viaPrisma);
    }
    const scalars = Object.entries(userResourceSelect).filter(([, v]) => v === true).map(([k]) => k);
    expect(USER_ROW_SCALAR_KEYS.sort()).toEqual(scalars.filter((k) => k !== "professional").sort());
  });

  it("inside a unit of work, reads through the open transaction and sees its writes", async () => {
    const { user } = await createUser({ professional: true, diveCenter: true });
    await inTransaction(async () => {
      const tx = await getDb();
      await tx.user.update({ where: { id: user.id }, data: { city: "Lerici" } });
      const { result, sql, direct } = await counted(() => readUserRow(user.id));
      expect(result?.row.city).toBe("Lerici");
      expect(result?.row).toEqual(await tx.user.findUnique({ where: { id: user.id }, select: userResourceSelect }));
      expect(sql).toHaveLength(1);
      expect(direct).toEqual([]);
    });
  });
});

describe("GET /diver/dive-logs", () => {
  const list = (token: string, query: string) => call(diveLogs.GET, { path: `/api/v1/diver/dive-logs${query}`, token });

  it("answers the first length-aware page with its total in two statements (guard, page), whatever the page size or filters", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 120, { diveType: "boat" });
    for (const query of ["?per_page=15", "?per_page=100", "?per_page=15&dive_type=boat&signed=false", "?page=3&per_page=15&dive_type=boat"]) {
      const { result, sql } = await counted(() => list(diver.token, query));
      expect(result.status).toBe(200);
      expect(result.json.data.total).toBe(120);
      expect(sql, query).toHaveLength(2);
    }
  });

  it("reads the counter beside the rows on deeper pages (OFFSET would probe it for every skipped row)", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 120);
    for (const query of ["?page=2&per_page=15", "?page=2&per_page=100", "?page=99&per_page=15"]) {
      const { result, sql } = await counted(() => list(diver.token, query));
      expect(result.json.data.total, query).toBe(120);
      expect(sql, query).toHaveLength(3);
    }
  });

  it("reads the counter alone for an empty logbook", async () => {
    const diver = await createUser();
    const { result, sql } = await counted(() => list(diver.token, "?per_page=15"));
    expect(result.json.data).toMatchObject({ total: 0, data: [] });
    expect(sql).toHaveLength(3);
  });

  it("answers a cursor page in two statements", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 30);
    const { result, sql } = await counted(() => list(diver.token, "?cursor=&per_page=15"));
    expect(result.status).toBe(200);
    expect(result.json.data.data).toHaveLength(15);
    expect(sql).toHaveLength(2);
  });
});

describe("POST /sync/upload (issue 9's benchmark)", () => {
  // Each operation keeps its own transaction through the online service; what is left per
  // operation: the claim, the service's diver lock, next number and INSERT ... RETURNING, and the
  // result (BEGIN and COMMIT are not in Prisma's query log). Per upload: guard, rate limit, the
  // client row, stored results, and the one lookup of the batch's new dive uuids.
  const creates = (n: number) => Array.from({ length: n }, () => createOp());
  const transactionControl = /^\s*(BEGIN|COMMIT)\b|Implicit "(BEGIN|COMMIT)"/i;

  it("costs five statements per new dive and five per upload", async () => {
    const diver = await createUser();
    for (const n of [1, 4]) {
      const { result, sql } = await counted(() => upload(diver.token, `client-${n}`, creates(n)));
      expect(result.status).toBe(200);
      expect(result.json.data.results.map((r: { status: string }) => r.status)).toEqual(Array(n).fill("applied"));
      expect(sql.filter((s) => !transactionControl.test(s)), `${n} operation(s)`).toHaveLength(5 + 5 * n);
    }
  });

  it("answers a repeat from the stored results in the per-upload statements alone", async () => {
    const diver = await createUser();
    const ops = creates(4);
    expect((await upload(diver.token, "again", ops)).status).toBe(200);
    const { result, sql } = await counted(() => upload(diver.token, "again", ops));
    expect(result.json.data.results.map((r: { status: string }) => r.status)).toEqual(Array(4).fill("duplicate"));
    expect(sql).toHaveLength(4);
  });
});
