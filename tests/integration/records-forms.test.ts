import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import * as formRoute from "@/app/api/v1/diver/forms/[code]/route";
import * as guardianLinkRoute from "@/app/api/v1/diver/forms/[code]/guardian-link/route";
import * as pdfRoute from "@/app/api/v1/diver/forms/[code]/pdf/route";
import * as signRoute from "@/app/api/v1/diver/forms/[code]/sign/route";
import * as formsRoute from "@/app/api/v1/diver/forms/route";
import { getDb } from "@/lib/db/client";
import { currentVersion, findForm, formTextHash, signedText } from "@/lib/forms/catalogue";
import { ZGuardianLink } from "@/lib/forms/schema";
import { getGuardianForm, signFormAsGuardian } from "@/lib/forms/sign-form-as-guardian";
import { expect422 } from "@/tests/support/auth-calls";
import { createUser, linkIn, waitForMail, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// The organisation's forms: list, text, signing (name, accept, versions, minors), the PDF and the
// guardian's e-mailed link.

const path = (code: string, rest = "") => `/api/v1/diver/forms/${code}${rest}`;
const list = (u: CreatedUser) => call(formsRoute.GET, { path: "/api/v1/diver/forms", token: u.token });
const read = (u: CreatedUser, code: string) => call(formRoute.GET, { path: path(code), token: u.token, params: { code } });
const sign = (u: CreatedUser, code: string, body: unknown, ip?: string) => call(signRoute.POST, { path: path(code, "/sign"), token: u.token, params: { code }, body, ip });
const pdf = (u: CreatedUser, code: string, query = "") => pdfRoute.GET(
  new Request(`http://localhost:3000${path(code, "/pdf")}${query}`, { headers: { authorization: `Bearer ${u.token}` } }),
  { params: Promise.resolve({ code }) },
);
const byCode = (rows: { code: string }[], code: string) => rows.find((r) => r.code === code) as Record<string, unknown>;

describe("forms", () => {
  it("lists the three forms unsigned, each with an absolute PDF download URL", async () => {
    const diver = await createUser();
    const res = await list(diver);
    expect(res.status).toBe(200);
    expect(res.json.data.map((f: { code: string }) => f.code)).toEqual(["liability_release", "safe_diving_practices", "medical_statement"]);
    expect(byCode(res.json.data, "liability_release")).toEqual({
      code: "liability_release", title: "Release of Liability and Assumption of Risk", version: 2, language: "en",
      download_url: "http://localhost:3000/api/v1/diver/forms/liability_release/pdf",
      signed: false, signed_at: null, signed_version: null, signed_by: null,
    });
  });

  it("gives the full text of a form and 404 for an unknown code", async () => {
    const diver = await createUser();
    const res = await read(diver, "safe_diving_practices");
    expect(res.status).toBe(200);
    const form = findForm("safe_diving_practices");
    expect(res.json.data.text).toBe(signedText(form, currentVersion(form)));
    expect(res.json.data.text.split("\n\n").length).toBeGreaterThan(3);
    expect(res.json.data.can_sign).toBe(true);
    expect((await read(diver, "no_such_form")).status).toBe(404);
  });

  it("signs with the account's name (case and spaces ignored), storing version, address and text hash; again is 409", async () => {
    const diver = await createUser({ firstName: "Marta", lastName: "Rossi" });
    const res = await sign(diver, "medical_statement", { full_name: "  marta   ROSSI ", accept: true }, "203.0.113.9");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ code: "medical_statement", signed: true, signed_version: 1, signed_by: "diver" });
    expect(res.json.data.signed_at).toMatch(/\+00:00$/);
    const db = await getDb();
    const row = await db.formSignature.findFirstOrThrow({ where: { userId: diver.user.id, formCode: "medical_statement" } });
    const form = findForm("medical_statement");
    const text = signedText(form, currentVersion(form));
    expect(row).toMatchObject({ version: 1, clientIp: "203.0.113.9", signedBy: "diver", signedName: "marta ROSSI" });
    expect(row.textSha256).toBe(createHash("sha256").update(text).digest("hex"));
    expect(row.textSha256).toBe(formTextHash(form, currentVersion(form)));
    const again = await sign(diver, "medical_statement", { full_name: "Marta Rossi", accept: true });
    expect(again.status).toBe(409);
    expect(byCode((await list(diver)).json.data, "medical_statement")).toMatchObject({ signed: true, signed_version: 1 });
  });

  it("refuses another name, a missing name and accept other than true (422)", async () => {
    const diver = await createUser({ firstName: "Marta", lastName: "Rossi" });
    expect422(await sign(diver, "medical_statement", { full_name: "Marta Rossini", accept: true }), ["full_name"]);
    expect422(await sign(diver, "medical_statement", { full_name: "Marta Rossi", accept: false }), ["accept"]);
    expect422(await sign(diver, "medical_statement", { full_name: "Marta Rossi" }), ["accept"]);
    expect422(await sign(diver, "medical_statement", { accept: true }), ["full_name"]);
    expect(await (await getDb()).formSignature.count({ where: { userId: diver.user.id } })).toBe(0);
  });

  it("asks for a new signature when a new version is published", async () => {
    const diver = await createUser({ firstName: "Marta", lastName: "Rossi" });
    const form = findForm("liability_release");
    const old = form.versions[0]!;
    expect(old.version).toBeLessThan(currentVersion(form).version);
    const db = await getDb();
    await db.formSignature.create({
      data: { userId: diver.user.id, formCode: form.code, version: old.version, language: "en", signedName: "Marta Rossi", clientIp: "local", textSha256: formTextHash(form, old) },
    });
    expect(byCode((await list(diver)).json.data, "liability_release")).toMatchObject({ signed: false, signed_version: 1, version: 2 });
    const res = await sign(diver, "liability_release", { full_name: "Marta Rossi", accept: true });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ signed: true, signed_version: 2 });
    expect(await db.formSignature.count({ where: { userId: diver.user.id, formCode: form.code } })).toBe(2);
  });

  it("serves the PDF: blank signature block before signing, the signer after; old versions by ?version", async () => {
    const diver = await createUser({ firstName: "Marta", lastName: "Rossi" });
    const blank = await pdf(diver, "liability_release");
    expect(blank.status).toBe(200);
    expect(blank.headers.get("content-type")).toBe("application/pdf");
    expect(blank.headers.get("content-disposition")).toMatch(/attachment; filename="divecert-liability-release-v2\.pdf"/);
    const doc = await PDFDocument.load(new Uint8Array(await blank.arrayBuffer()));
    expect(doc.getTitle()).toBe("Release of Liability and Assumption of Risk (version 2)");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    await sign(diver, "liability_release", { full_name: "Marta Rossi", accept: true });
    const signed = await pdf(diver, "liability_release");
    expect(signed.headers.get("content-disposition")).toMatch(/-v2-signed\.pdf"/);
    expect((await pdf(diver, "liability_release", "?version=1")).status).toBe(200);
    expect((await pdf(diver, "liability_release", "?version=9")).status).toBe(404);
    const other = await createUser();
    expect((await pdf(other, "liability_release")).headers.get("content-disposition")).not.toMatch(/signed/);
    const anonymous = await pdfRoute.GET(new Request(`http://localhost:3000${path("liability_release", "/pdf")}`), { params: Promise.resolve({ code: "liability_release" }) });
    expect(anonymous.status).toBe(401);
  });
});

describe("forms of a minor", () => {
  it("refuses the minor's own signature (403) and lets the guardian sign through the e-mailed link", async () => {
    const minor = await createUser({ minor: true, firstName: "Sara", lastName: "Rossi" });
    const denied = await sign(minor, "liability_release", { full_name: "Sara Rossi", accept: true });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toMatch(/under 18.*guardian/);
    expect((await read(minor, "liability_release")).json.data.can_sign).toBe(false);

    const sent = await call(guardianLinkRoute.POST, { path: path("liability_release", "/guardian-link"), token: minor.token, params: { code: "liability_release" } });
    expect(sent.status).toBe(200);
    const db = await getDb();
    const { guardianEmail } = await db.user.findUniqueOrThrow({ where: { id: minor.user.id }, select: { guardianEmail: true } });
    const mail = await waitForMail(guardianEmail!, "guardian_form");
    expect(mail.subject).toContain("Release of Liability");
    const url = new URL(linkIn(mail, "/guardian-forms/"));
    const [, , id, code, hash] = url.pathname.split("/");
    const link = ZGuardianLink.parse({ id, code, hash, expires: url.searchParams.get("expires"), signature: url.searchParams.get("signature") });

    const page = await getGuardianForm(link);
    expect(page.diverName).toBe("Sara Rossi");
    expect(page.form).toMatchObject({ code: "liability_release", signed: false, can_sign: true });
    await expect(signFormAsGuardian(link, { guardian_name: "Sara Rossi", accept: true }, "198.51.100.7")).rejects.toMatchObject({ code: "validation", extra: { fields: { guardian_name: [expect.any(String)] } } });
    const signed = await signFormAsGuardian(link, { guardian_name: " paolo rossi ", accept: true }, "198.51.100.7");
    expect(signed).toMatchObject({ signed: true, signed_by: "guardian", signed_version: 2 });
    expect(await db.formSignature.findFirstOrThrow({ where: { userId: minor.user.id } })).toMatchObject({ signedBy: "guardian", clientIp: "198.51.100.7", signedName: "paolo rossi" });
    expect(byCode((await list(minor)).json.data, "liability_release")).toMatchObject({ signed: true, signed_by: "guardian" });
    await expect(signFormAsGuardian(link, { guardian_name: "Paolo Rossi", accept: true }, "x")).rejects.toMatchObject({ code: "conflict" });
    // Already signed: nothing more to send.
    expect((await call(guardianLinkRoute.POST, { path: path("liability_release", "/guardian-link"), token: minor.token, params: { code: "liability_release" } })).status).toBe(409);
  });

  it("refuses a tampered, expired or re-addressed link", async () => {
    const minor = await createUser({ minor: true });
    await call(guardianLinkRoute.POST, { path: path("medical_statement", "/guardian-link"), token: minor.token, params: { code: "medical_statement" } });
    const db = await getDb();
    const { guardianEmail } = await db.user.findUniqueOrThrow({ where: { id: minor.user.id }, select: { guardianEmail: true } });
    const url = new URL(linkIn(await waitForMail(guardianEmail!, "guardian_form"), "/guardian-forms/"));
    const [, , id, code, hash] = url.pathname.split("/");
    const good = { id, code, hash, expires: url.searchParams.get("expires")!, signature: url.searchParams.get("signature")! };
    const tampered = ZGuardianLink.parse({ ...good, code: "liability_release" });
    await expect(getGuardianForm(tampered)).rejects.toMatchObject({ code: "forbidden" });
    const expired = ZGuardianLink.parse({ ...good, expires: "1000" });
    await expect(getGuardianForm(expired)).rejects.toMatchObject({ code: "forbidden" });
    await db.user.update({ where: { id: minor.user.id }, data: { guardianEmail: "someone.else@example.com" } });
    await expect(getGuardianForm(ZGuardianLink.parse(good))).rejects.toMatchObject({ code: "forbidden", message: "This signing link is not valid." });
  });

  it("sends guardian links only for minors, at most five an hour", async () => {
    const adult = await createUser();
    expect((await call(guardianLinkRoute.POST, { path: path("medical_statement", "/guardian-link"), token: adult.token, params: { code: "medical_statement" } })).status).toBe(409);
    const minor = await createUser({ minor: true });
    const send = () => call(guardianLinkRoute.POST, { path: path("medical_statement", "/guardian-link"), token: minor.token, params: { code: "medical_statement" } });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});
