import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { checkOperation } from "@/lib/sync/apply-operation";
import { matchesTag, versionTag } from "@/lib/sync/download-course";
import { decodeSince, encodeSince } from "@/lib/sync/list-dive-log-changes";
import { differingFields, toOperationResult } from "@/lib/sync/serializers";

// The pure parts of sync: cursors, ETags, operation envelopes and result shapes.

describe("dive-log cursor", () => {
  it("round-trips and refuses anything it did not make", () => {
    expect(decodeSince(encodeSince(41))).toBe(41);
    expect(decodeSince("")).toBe(0);
    expect(decodeSince(undefined)).toBe(0);
    for (const bad of ["41", "s1.", "s1.!!", `s1.${Buffer.from("-3").toString("base64url")}`, `s1.${Buffer.from("99999999999").toString("base64url")}`]) {
      expect(() => decodeSince(bad)).toThrow(AppError);
    }
  });
});

describe("course ETag", () => {
  it("matches strong, weak, listed and wildcard tags", () => {
    const tag = versionTag(7);
    expect(tag).toBe('"7"');
    expect(matchesTag('"7"', tag)).toBe(true);
    expect(matchesTag('W/"7"', tag)).toBe(true);
    expect(matchesTag('"5", "7"', tag)).toBe(true);
    expect(matchesTag("*", tag)).toBe(true);
    expect(matchesTag('"8"', tag)).toBe(false);
    expect(matchesTag(null, tag)).toBe(false);
    // An expired course log changes the tag without a version bump: the old copy no longer matches.
    expect(matchesTag(tag, versionTag(7, true))).toBe(false);
  });
});

describe("operation envelope", () => {
  it("accepts a known type, an object payload and an ISO time with offset", () => {
    const ok = checkOperation({ type: "skills.sign", payload: { log_code: "CL-1" }, client_time: "2026-11-20T08:00:00+02:00" });
    expect(ok.takenAt?.toISOString()).toBe("2026-11-20T06:00:00.000Z");
  });

  it("names every problem of the envelope", () => {
    try {
      checkOperation({ type: "dive_log.delete", payload: [1], client_time: "tuesday" });
      expect.unreachable();
    } catch (e) {
      expect(Object.keys((e as AppError).extra.fields!)).toEqual(["type", "payload", "client_time"]);
    }
  });
});

describe("results", () => {
  it("prefixes stored errors with the operation's position, or names the operation", () => {
    const fields = toOperationResult("a", 3, { status: "rejected", data: null, errors: { message: "m", http_status: 422, fields: { "payload.max_depth": ["x"] } } });
    expect(fields).toEqual({ op_id: "a", status: "rejected", message: "m", errors: { "operations.3.payload.max_depth": ["x"] } });
    const plain = toOperationResult("b", 0, { status: "rejected", data: null, errors: { message: "Course log not found.", http_status: 404, fields: {} }, duplicate: true });
    expect(plain).toMatchObject({ status: "duplicate", original_status: "rejected", errors: { "operations.0": ["Course log not found."] } });
  });

  it("lists the client's fields whose values differ from the server's", () => {
    expect(differingFields({ buddy: "A", comments: "x", max_depth: 18 }, { uuid: "u", base_updated_at: "t", buddy: "B", comments: "x", max_depth: 18.5 })).toEqual(["buddy", "max_depth"]);
  });
});
