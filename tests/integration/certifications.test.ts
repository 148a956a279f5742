import { describe, expect, it } from "vitest";
import * as diverCurrent from "@/app/api/v1/diver/certifications/route";
import * as diverHistory from "@/app/api/v1/diver/certifications/history/route";
import * as userAll from "@/app/api/v1/user/certifications/route";
import * as userDiver from "@/app/api/v1/user/certifications/diver/route";
import * as userPro from "@/app/api/v1/user/certifications/professional/route";
import * as card from "@/app/api/v1/user/certifications/[certification]/card/route";
import * as verify from "@/app/api/v1/verify/[memberId]/route";
import * as profile from "@/app/api/v1/profile/route";
import type { CourseLevel } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

let seq = 0;
async function certify(userId: number, level: CourseLevel, status: "valid" | "superseded" | "revoked" = "valid", instructorId?: number) {
  const db = await getDb();
  seq += 1;
  const course = await db.course.create({
    data: { code: `C${seq}-${Date.now()}`, name: `Course ${level} ${seq}`, level, isoEquivalent: level === "diver" ? "ISO 24801-2" : null, description: "x" },
  });
  return db.certification.create({
    data: { number: `DC-2026-${String(100000 + seq + Math.floor(Math.random() * 800000))}`, userId, courseId: course.id, level, isoEquivalent: course.isoEquivalent, issuedAt: new Date("2026-03-01T00:00:00Z"), status, instructorId },
  });
}

describe("certifications", () => {
  it("lists current, history and level groups, highest level first", async () => {
    const instructor = await createUser({ professional: true });
    const diver = await createUser();
    const owd = await certify(diver.user.id, "diver", "valid", instructor.user.id);
    await certify(diver.user.id, "specialty");
    await certify(diver.user.id, "diver", "superseded");
    await certify(diver.user.id, "professional");

    const current = await call(diverCurrent.GET, { path: "/api/v1/diver/certifications", token: diver.token });
    expect(current.status).toBe(200);
    expect(current.json.success).toBeUndefined();
    expect(current.json.data.map((c: { level: string }) => c.level)).toEqual(["professional", "specialty", "diver"]);
    const first = current.json.data.find((c: { id: number }) => c.id === owd.id);
    expect(first).toMatchObject({
      number: owd.number,
      level_label: "Diver",
      iso_equivalent: "ISO 24801-2",
      issued_at: "2026-03-01",
      status: "valid",
      instructor: { id: instructor.user.id, member_id: instructor.user.memberId },
    });
    expect(first.card_url).toBe(`http://localhost:3000/cards/certifications/${owd.number}.png`);
    expect(first.verify_url).toBe(`http://localhost:3000/verify/${diver.user.memberId}`);

    const history = await call(diverHistory.GET, { path: "/api/v1/diver/certifications/history", token: diver.token });
    expect(history.json.data).toHaveLength(4);
    const all = await call(userAll.GET, { path: "/api/v1/user/certifications", token: diver.token });
    expect(all.json.data).toHaveLength(4);
    const divers = await call(userDiver.GET, { path: "/api/v1/user/certifications/diver", token: diver.token });
    expect(divers.json.data.every((c: { level: string }) => ["diver", "specialty"].includes(c.level))).toBe(true);
    const pros = await call(userPro.GET, { path: "/api/v1/user/certifications/professional", token: diver.token, headers: { "accept-language": "it" } });
    expect(pros.json.data).toHaveLength(1);
    expect(pros.json.data[0].level_label).toBe("Professionista");
  });

  it("gives the card of one's own certification, 404 for another person's, and e_card follows the best one", async () => {
    const a = await createUser();
    const b = await createUser();
    const cert = await certify(a.user.id, "diver");
    const own = await call(card.GET, { path: `/api/v1/user/certifications/${cert.id}/card`, token: a.token, params: { certification: String(cert.id) } });
    expect(own.status).toBe(200);
    expect(own.json.data.qr_svg).toMatch(/^<\?xml[\s\S]*<svg/);
    expect(own.json.data.verify_url).toBe(`http://localhost:3000/verify/${a.user.memberId}`);
    expect(own.json.data.card_url).toContain(cert.number);
    const other = await call(card.GET, { path: `/api/v1/user/certifications/${cert.id}/card`, token: b.token, params: { certification: String(cert.id) } });
    expect(other.status).toBe(404);
    const junk = await call(card.GET, { path: "/api/v1/user/certifications/abc/card", token: a.token, params: { certification: "abc" } });
    expect(junk.status).toBe(404);
    const me = await call(profile.GET, { path: "/api/v1/profile", token: a.token });
    expect(me.json.data.e_card).toBe(`http://localhost:3000/cards/certifications/${cert.number}.png`);
    const noCert = await call(profile.GET, { path: "/api/v1/profile", token: b.token });
    expect(noCert.json.data.e_card).toBe(`http://localhost:3000/cards/member/${b.user.memberId}.png`);
  });

  it("verifies a member publicly with valid and revoked certifications and no personal data", async () => {
    const diver = await createUser({ firstName: "Lena", lastName: "Berg" });
    await certify(diver.user.id, "diver");
    await certify(diver.user.id, "specialty", "revoked");
    const res = await call(verify.GET, { path: `/api/v1/verify/${diver.user.memberId}`, params: { memberId: diver.user.memberId } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data).sort()).toEqual(["certifications", "full_name", "member_id"]);
    expect(res.json.data.full_name).toBe("Lena Berg");
    // A revoked certification stays listed as revoked (CONTRACT.md section 5); superseded ones are not shown.
    expect(res.json.data.certifications.map((c: { status: string }) => c.status).sort()).toEqual(["revoked", "valid"]);
    expect(Object.keys(res.json.data.certifications[0]).sort()).toEqual(["iso_equivalent", "issued_at", "level_label", "name", "number", "status"]);
    expect(res.text).not.toContain(diver.user.email);
    const unknown = await call(verify.GET, { path: "/api/v1/verify/ZZ00-000-000", params: { memberId: "ZZ00-000-000" } });
    expect(unknown.status).toBe(404);
    const malformed = await call(verify.GET, { path: "/api/v1/verify/not-an-id", params: { memberId: "not-an-id" } });
    expect(malformed.status).toBe(404);
  });

  it("requires a verified e-mail on diver routes and a token everywhere", async () => {
    const unverified = await createUser({ verified: false });
    const res = await call(diverCurrent.GET, { path: "/api/v1/diver/certifications", token: unverified.token });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Your email address is not verified.");
    const anon = await call(userAll.GET, { path: "/api/v1/user/certifications" });
    expect(anon.status).toBe(401);
    expect(anon.json).toEqual({ status: "error", message: "Unauthenticated." });
  });
});
