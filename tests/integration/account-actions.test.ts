import { beforeEach, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { catalogues } from "@/lib/i18n/messages";
import { idleState } from "@/lib/pages/form-state";
import { codeAt } from "@/tests/support/mfa";
import { scope, sessionOf } from "@/tests/support/page-scope";
import { createDiveCenter, createUser, uniqueEmail } from "@/tests/support/factories";

// The profile's, the public site's and the language switcher's server actions on the page kernel:
// the door (an inactive account may close itself, not edit), the page's own words for an empty
// field (a filled one keeps the service's), what goes back to the browser (never a password), the
// data a page shows (a TOTP setup, recovery codes, a diver check's matches) and the redirects of
// the plain buttons.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next/cache", async (original) => (await import("@/tests/support/page-scope")).cacheModule(await original()));
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const edit = await import("@/app/(account)/profile/edit/actions");
const password = await import("@/app/(account)/profile/password/actions");
const close = await import("@/app/(account)/profile/delete/actions");
const security = await import("@/app/(account)/profile/security/actions");
const passkeys = await import("@/app/(account)/profile/security/passkey-actions");
const diveCenter = await import("@/app/(account)/profile/dive-center/actions");
const sessions = await import("@/app/(account)/profile/sessions/actions");
const register = await import("@/app/(site)/register/actions");
const forgot = await import("@/app/(site)/forgot-password/actions");
const reset = await import("@/app/(site)/reset-password/actions");
const resend = await import("@/app/(site)/email-verified/actions");
const check = await import("@/app/(site)/divers/check/actions");
const language = await import("@/app/language-actions");

const en = catalogues.en;


const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

/** Next's redirect() as the kernel rethrows it. */
const redirectTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(`;${path};`) });

beforeEach(() => {
  scope.reset();
  scope.headers["x-forwarded-for"] = "203.0.113.7";
});

describe("the profile's actions", () => {
  it("save the profile; clearing a required field is refused, one never filled may stay empty", async () => {
    const diver = await createUser();
    scope.user = await sessionOf(diver);
    const saved = await edit.saveProfile(["first_name", "last_name", "country", "dob", "preferred_system"], idleState, formOf({ first_name: "Marta", city: "Camogli" }));
    expect(saved).toMatchObject({ status: "success", message: en.profile.editPage.saved });

    const cleared = await edit.saveProfile(["first_name", "last_name", "country", "dob", "preferred_system"], idleState, formOf({ first_name: " ", nok_email: "nope" }));
    expect(cleared).toMatchObject({ status: "error", code: "validation", message: en.common.form.correctFields, values: { first_name: " ", nok_email: "nope" } });
    expect(cleared.fields).toEqual({ first_name: ["The first name field is required."], nok_email: ["The email must be a valid email address."] });

    // Never filled (an older account): left as it is.
    const kept = await edit.saveProfile(["last_name"], idleState, formOf({ first_name: "", city: "" }));
    expect(kept.status).toBe("success");
    const row = await (await getDb()).user.findUniqueOrThrow({ where: { id: diver.user.id }, select: { firstName: true, city: true } });
    expect(row).toEqual({ firstName: "Marta", city: null });
  });

  it("refuse a suspended account's edit with the API's words, and let it close itself", async () => {
    const suspended = await createUser({ status: "suspended" });
    scope.user = await sessionOf(suspended);
    expect(await edit.saveProfile([], idleState, formOf({ city: "Genova" }))).toMatchObject({ status: "error", code: "forbidden", message: "Your account is not active (Account Suspended)." });
    expect(await password.savePassword(idleState, formOf({ current_password: suspended.password, password: "Kelp-Forest-2027", password_confirmation: "Kelp-Forest-2027" }))).toMatchObject({ code: "forbidden" });

    const unticked = await close.closeAccount(idleState, formOf({ password: suspended.password }));
    expect(unticked).toMatchObject({ status: "error", code: "validation", fields: { confirm: [en.profile.deletePage.tick] } });
    expect(unticked.values).toEqual({});
    expect(await close.closeAccount(idleState, formOf({ password: suspended.password, confirm: "yes" }))).toMatchObject({ status: "success" });
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: suspended.user.id }, select: { status: true } })).status).toBe("closed");
  });

  it("change the password with the service's words, never giving a typed password back", async () => {
    const diver = await createUser();
    scope.user = await sessionOf(diver);
    const wrong = await password.savePassword(idleState, formOf({ current_password: "wrong-password-1", password: "Kelp-Forest-2027", password_confirmation: "Kelp-Forest-2027" }));
    expect(wrong).toMatchObject({ status: "error", fields: { current_password: ["The password is incorrect."] } });
    expect(wrong.values).toEqual({});
    const changed = await password.savePassword(idleState, formOf({ current_password: diver.password, password: "Kelp-Forest-2027", password_confirmation: "Kelp-Forest-2027" }));
    expect(changed).toMatchObject({ status: "success", message: en.profile.passwordPage.changed });
  });

  it("set up TOTP: the setup and the recovery codes come back as data, an empty code in the page's words, a wrong one in the service's", async () => {
    scope.user = await sessionOf(await createUser());
    const started = await security.startTotpSetup(idleState, new FormData());
    expect(started.status).toBe("success");
    const secret = started.data!.secret;
    expect(started.data!.qr_svg).toContain("<svg");

    expect((await security.confirmTotpSetup(idleState, formOf({ code: " " }))).fields).toEqual({ code: [en.profile.security.codeRequired] });
    expect((await security.confirmTotpSetup(idleState, formOf({ code: "12345" }))).fields).toEqual({ code: ["The code is invalid."] });
    const confirmed = await security.confirmTotpSetup(idleState, formOf({ code: codeAt(secret) }));
    expect(confirmed).toMatchObject({ status: "success", message: en.profile.security.enabled });
    expect(confirmed.data!.recoveryCodes).toHaveLength(10);

    expect((await security.newRecoveryCodes(idleState, formOf({ password: "" }))).fields).toEqual({ password: [en.profile.security.passwordRequired] });
    expect((await security.removeTotp(idleState, formOf({ password: "Wrong-password-1" }))).fields).toEqual({ password: ["The password is incorrect."] });
  });

  it("passkeys: a call's payload is parsed (field errors), a tampered id names nothing", async () => {
    scope.user = await sessionOf(await createUser());
    expect((await passkeys.passkeyCreationOptionsAction()).data).toMatchObject({ challenge: expect.any(String) });
    const bad = await passkeys.addPasskeyAction({ response: { id: "" } as never });
    expect(bad).toMatchObject({ status: "error", code: "validation" });
    expect(Object.keys(bad.fields ?? {}).every((f) => f.startsWith("response"))).toBe(true);
    expect(await passkeys.renamePasskeyAction(1, { name: " " })).toMatchObject({ status: "error", fields: { name: ["The name field is required."] } });
    expect(await passkeys.removePasskeyAction(-1)).toMatchObject({ status: "error", code: "not_found" });
  });

  it("dive center buttons redirect with the outcome; an inactive account is told so", async () => {
    const center = await createDiveCenter();
    const diver = await createUser();
    scope.user = await sessionOf(diver);
    await expect(diveCenter.chooseDiveCenter(formOf({ dive_center_id: String(center.id), q: "Genova", page: "2" }))).rejects.toEqual(redirectTo("/profile/dive-center?done=joined&q=Genova&page=2"));
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: diver.user.id }, select: { diveCenterId: true } })).diveCenterId).toBe(center.id);
    await expect(diveCenter.chooseDiveCenter(formOf({ dive_center_id: "0" }))).rejects.toEqual(redirectTo("/profile/dive-center?done=invalid"));
    await expect(diveCenter.leaveDiveCenter(formOf({}))).rejects.toEqual(redirectTo("/profile/dive-center?done=left"));

    scope.user = await sessionOf(await createUser({ status: "suspended" }));
    await expect(diveCenter.leaveDiveCenter(formOf({}))).rejects.toEqual(redirectTo("/profile/dive-center?done=inactive"));
  });

  it("the sessions buttons: an id that is not one goes back to the list, an ended one says ended", async () => {
    scope.user = await sessionOf(await createUser());
    await expect(sessions.endSessionAction(formOf({ id: "nope" }))).rejects.toEqual(redirectTo("/profile/sessions"));
    await expect(sessions.endSessionAction(formOf({ id: randomUUID() }))).rejects.toEqual(redirectTo("/profile/sessions?ended=1"));
    await expect(sessions.endOtherSessionsAction(formOf({}))).rejects.toEqual(redirectTo("/profile/sessions?endedOthers=1"));
  });
});

describe("the public site's actions", () => {
  it("register: empty fields in the page's words, a filled bad one in the service's, no password given back; the address on success", async () => {
    const empty = await register.registerAction(idleState, formOf({ password: "short" }));
    expect(empty).toMatchObject({ status: "error", code: "validation", message: en.common.form.correctFields });
    expect(empty.fields).toMatchObject({
      email: [en.auth.register.missing.email],
      first_name: [en.auth.register.missing.first_name],
      terms: [en.auth.register.missing.terms],
      password: expect.arrayContaining(["The password must be at least 10 characters."]),
    });
    expect(empty.values).not.toHaveProperty("password");

    const email = uniqueEmail("signup");
    const form = formOf({ email, password: "Reef-Diver-2026", password_confirmation: "Reef-Diver-2026", first_name: "Marta", last_name: "Coral", dob: "1990-01-01", country: "IT", terms: "1", gdpr: "1" });
    expect(await register.registerAction(idleState, form)).toMatchObject({ status: "success", data: { email } });
  });

  it("forgot password answers the same whether or not the address has an account", async () => {
    const known = await createUser();
    const a = await forgot.forgotPasswordAction(idleState, formOf({ email: known.user.email }));
    const b = await forgot.forgotPasswordAction(idleState, formOf({ email: uniqueEmail("nobody") }));
    expect(a).toMatchObject({ status: "success", message: en.auth.forgot.neutral, values: { email: known.user.email } });
    expect(b).toMatchObject({ status: "success", message: en.auth.forgot.neutral });
    expect((await forgot.forgotPasswordAction(idleState, formOf({ email: "x" }))).fields).toEqual({ email: ["The email must be a valid email address."] });
  });

  it("reset password: a bad link is the token's error", async () => {
    const known = await createUser();
    const state = await reset.resetPasswordAction(idleState, formOf({ email: known.user.email, token: "not-a-real-token-123", password: "Another-Pass-2026", password_confirmation: "Another-Pass-2026" }));
    expect(state).toMatchObject({ status: "error", fields: { token: ["This password reset token is invalid."] } });
  });

  it("resend verification: signed out asks to sign in again, already verified is no failure", async () => {
    expect(await resend.resendVerificationAction(idleState, new FormData())).toMatchObject({ status: "error", code: "unauthenticated", message: en.auth.verification.signInAgain });
    scope.user = await sessionOf(await createUser());
    expect(await resend.resendVerificationAction(idleState, new FormData())).toMatchObject({ status: "success", message: "Your email address is already verified." });
    const unverified = await createUser({ verified: false });
    scope.user = await sessionOf(unverified);
    expect((await resend.resendVerificationAction(idleState, new FormData())).message).toContain(unverified.user.email);
  });

  it("check a diver: by member ID an empty one is that field's mistake, the matches come back as data", async () => {
    const diver = await createUser();
    const empty = await check.checkDiver(idleState, formOf({ mode: "member_id", member_id: "" }));
    expect(empty.fields).toEqual({ member_id: [en.search.diver.memberIdFormat] });
    expect((await check.checkDiver(idleState, formOf({ mode: "member_id", member_id: "abc" }))).fields).toEqual({ member_id: ["The member id must be a whole member id like IT14-729-985."] });
    expect((await check.checkDiver(idleState, formOf({ mode: "name", first_name: "Marta" }))).fields).toHaveProperty("dob");
    const found = await check.checkDiver(idleState, formOf({ mode: "member_id", member_id: diver.user.memberId }));
    expect(found).toMatchObject({ status: "success", data: [expect.objectContaining({ member_id: diver.user.memberId })] });
    // The search form stays filled in for the next question.
    expect(found.values).toEqual({ mode: "member_id", member_id: diver.user.memberId });
  });

  it("the language switcher sets the cookie, and the profile's language when signed in", async () => {
    expect((await language.chooseLanguage("it")).status).toBe("success");
    expect(scope.cookies.get("divecert-lang")).toBe("it");
    expect(await language.chooseLanguage("xx" as never)).toMatchObject({ status: "error", code: "not_found" });
    const diver = await createUser();
    scope.user = await sessionOf(diver);
    await language.chooseLanguage("de");
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: diver.user.id }, select: { defaultLanguage: true } })).defaultLanguage).toBe("de");
  });
});
