import { describe, expect, it } from "vitest";
import { toErrorResponse } from "@/lib/api/error-response";

// A database going away mid-request surfaces in several shapes; each must be a 503 with
// Retry-After (found by the ops tier stopping PostgreSQL under load), never a 500.
const prismaError = (code: string, cause: Record<string, string>, message = "Database error.") =>
  Object.assign(new Error(message), { name: "PrismaClientKnownRequestError", code, meta: { driverAdapterError: { cause } } });

describe("toErrorResponse: database unavailable", () => {
  it.each([
    ["a server shutting down (57P01)", prismaError("P2039", { kind: "postgres", originalCode: "57P01" })],
    ["a raw query on a dropped connection", prismaError("P2010", { kind: "postgres", originalCode: "57P01" })],
    ["an unreachable server", prismaError("P2010", { kind: "DatabaseNotReachable" }, "Can't reach database server at 127.0.0.1:5432")],
    ["a closed connection", prismaError("P2039", { kind: "ConnectionClosed" })],
    ["too many connections (53300)", prismaError("P2039", { kind: "postgres", originalCode: "53300" })],
    ["a refused connection from pg", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a pooled client whose connection died", new Error("Client has encountered a connection error and is not queryable")],
  ])("answers 503 with Retry-After for %s", async (_, error) => {
    const res = toErrorResponse(error, "req-12345678");
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("5");
    expect((await res.json()).status).toBe("error");
  });

  it("keeps constraint errors apart: a unique violation is a 409, a missing record a 404", () => {
    expect(toErrorResponse(prismaError("P2002", { kind: "UniqueConstraintViolation" }), "r-12345678").status).toBe(409);
    expect(toErrorResponse(Object.assign(new Error("gone"), { code: "P2025" }), "r-12345678").status).toBe(404);
  });

  it.each([
    ["a deadlock (40P01)", prismaError("P2034", { kind: "postgres", originalCode: "40P01" })],
    ["a serialization failure (40001)", prismaError("P2034", { kind: "postgres", originalCode: "40001" })],
  ])("answers 503 with Retry-After: 1 for %s, whose transaction was rolled back whole", (_, error) => {
    const res = toErrorResponse(error, "req-12345678");
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("1");
  });
});
