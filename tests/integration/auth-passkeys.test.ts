import { describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/v1/auth/passkeys/route";
import * as itemRoute from "@/app/api/v1/auth/passkeys/[id]/route";
import * as registerOptionsRoute from "@/app/api/v1/auth/passkeys/register/options/route";
import * as registerVerifyRoute from "@/app/api/v1/auth/passkeys/register/verify/route";
import * as loginOptionsRoute from "@/app/api/v1/auth/passkeys/login/options/route";
import * as loginVerifyRoute from "@/app/api/v1/auth/passkeys/login/verify/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import * as legacyLoginRoute from "@/app/api/v1/legacy/auth/login/route";
import { getDb } from "@/lib/db/client";
import { expect422, login } from "@/tests/support/auth-calls";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { SoftAuthenticator } from "@/tests/support/soft-authenticator";

// Passkeys end to end through the routes, with a software authenticator that makes real
// ES256 attestations and assertions (tests/support/soft-authenticator.ts).

const registerOptions = (token: string) => call(registerOptionsRoute.POST, { method: "POST", path: "/api/v1/auth/passkeys/register/options", token });
const registerVerify = (token: string, body: unknown) =>
  call(registerVerifyRoute.POST, { method: "POST", path: "/api/v1/auth/passkeys/register/verify", token, body });
const list = (token: string) => call(listRoute.GET, { path: "/api/v1/auth/passkeys", token });
const rename = (token: string, id: number, body: unknown) =>
  call(itemRoute.PATCH, { method: "PATCH", path: `/api/v1/auth/passkeys/${id}`, token, body, params: { id: String(id) } });
const remove = (token: string, id: number | string) =>
  call(itemRoute.DELETE, { method: "DELETE", path: `/api/v1/auth/passkeys/${id}`, token, params: { id: String(id) } });
const loginOptions = (body: unknown = {}) => call(loginOptionsRoute.POST, { method: "POST", path: "/api/v1/auth/passkeys/login/options", body });
const loginVerify = (body: unknown) => call(loginVerifyRoute.POST, { method: "POST", path: "/api/v1/auth/passkeys/login/verify", body });

/** A user with one passkey on a fresh software authenticator. */
async function withPasskey(name?: string) {
  const owner = await createUser();
  const authenticator = new SoftAuthenticator();
  const options = await registerOptions(owner.token);
  expect(options.status).toBe(200);
  const res = await registerVerify(owner.token, { response: authenticator.register(options.json.data), ...(name ? { name } : {}) });
  expect(res.status).toBe(201);
  return { owner, authenticator, passkey: res.json.data as { id: number; name: string } };
}

describe("registering passkeys", () => {
  it("adds several, named by the person or Passkey n, and lists them without secrets", async () => {
    const { owner, authenticator, passkey } = await withPasskey();
    expect(passkey).toMatchObject({ name: "Passkey 1", last_used_at: null, transports: ["internal"], backed_up: false });

    const options = await registerOptions(owner.token);
    const data = options.json.data;
    expect(data.rp).toEqual({ id: "localhost", name: "DiveCert" });
    expect(data.user.name).toBe(owner.user.email);
    expect(data.attestation).toBe("none");
    expect(data.authenticatorSelection).toMatchObject({ residentKey: "required" });
    // The first passkey is excluded, and the account keeps one user handle for all of them.
    expect(data.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.credentials[0]!.id]);
    expect(data.user.id).toBe(authenticator.credentials[0]!.userHandle);
    const second = await registerVerify(owner.token, { response: authenticator.register(data), name: "  Office key  " });
    expect(second.status).toBe(201);
    expect(second.json.data.name).toBe("Office key");

    const listed = await list(owner.token);
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((p: { name: string }) => p.name)).toEqual(["Passkey 1", "Office key"]);
    expect(Object.keys(listed.json.data[0]).sort()).toEqual(["backed_up", "created_at", "id", "last_used_at", "name", "transports"]);
  });

  it("refuses a replayed, foreign or tampered registration", async () => {
    const owner = await createUser();
    const other = await createUser();
    const authenticator = new SoftAuthenticator();
    const options = (await registerOptions(owner.token)).json.data;
    const response = authenticator.register(options);
    // Another account cannot use this account's challenge (and does not use it up).
    expect422(await registerVerify(other.token, { response }), ["response"]);
    // Signed for another origin.
    const phished = authenticator.register(options, { origin: "https://divecert.example.evil" });
    expect422(await registerVerify(owner.token, { response: phished }), ["response"]);
    // The challenge was used by the refused attempt above: start again.
    expect422(await registerVerify(owner.token, { response }), ["response"]);
    // A challenge never issued.
    const forged = authenticator.register({ ...options, challenge: "bm90LWlzc3VlZA" });
    expect422(await registerVerify(owner.token, { response: forged }), ["response"]);
    expect422(await registerVerify(owner.token, { response: { id: "x" } }), ["response.rawId"]);
    expect((await list(owner.token)).json.data).toEqual([]);
  });

  it("needs a token", async () => {
    const res = await call(registerOptionsRoute.POST, { method: "POST", path: "/api/v1/auth/passkeys/register/options" });
    expect(res.status).toBe(401);
  });
});

describe("managing passkeys", () => {
  it("renames and removes the account's own passkeys; another account's are not found", async () => {
    const { owner, passkey } = await withPasskey("Phone");
    const stranger = await createUser();

    expect((await rename(stranger.token, passkey.id, { name: "Mine now" })).status).toBe(404);
    expect((await remove(stranger.token, passkey.id)).status).toBe(404);
    expect422(await rename(owner.token, passkey.id, { name: " " }), ["name"]);

    const renamed = await rename(owner.token, passkey.id, { name: "Work phone" });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ id: passkey.id, name: "Work phone" });

    expect((await remove(owner.token, "abc")).status).toBe(404);
    const removed = await remove(owner.token, passkey.id);
    expect(removed.status).toBe(200);
    expect(removed.json.data).toBeNull();
    expect((await remove(owner.token, passkey.id)).status).toBe(404);
    expect((await list(owner.token)).json.data).toEqual([]);
  });
});

describe("signing in with a passkey, without password", () => {
  it("answers the usual token pair and records the use", async () => {
    const { owner, authenticator, passkey } = await withPasskey();
    const options = await loginOptions();
    expect(options.status).toBe(200);
    expect(options.json.data.allowCredentials ?? []).toEqual([]);
    expect(options.json.data.userVerification).toBe("required");
    expect(options.json.data.rpId).toBe("localhost");

    const res = await loginVerify({ response: authenticator.assert(options.json.data), device_name: "Pixel" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    const me = await call(profileRoute.GET, { path: "/api/v1/profile", token: res.json.data.access_token });
    expect(me.status).toBe(200);
    expect(me.json.data.email).toBe(owner.user.email);

    const listed = (await list(owner.token)).json.data;
    expect(listed[0].id).toBe(passkey.id);
    expect(listed[0].last_used_at).not.toBeNull();
    const db = await getDb();
    expect((await db.passkey.findUniqueOrThrow({ where: { id: passkey.id } })).counter).toBe(1n);
  });

  it("refuses a replayed challenge, a counter that went back, a removed passkey and a forged signature", async () => {
    const { owner, authenticator, passkey } = await withPasskey();
    const options = (await loginOptions()).json.data;
    const assertion = authenticator.assert(options);
    expect((await loginVerify({ response: assertion })).status).toBe(200);
    // The same assertion again: its challenge is used up.
    const replay = await loginVerify({ response: assertion });
    expect(replay.status).toBe(401);
    expect(replay.json).toMatchObject({ status: "error", message: "The passkey was not accepted." });

    // A fresh challenge signed with a counter not above the stored one (a cloned authenticator).
    const cloned = authenticator.assert((await loginOptions()).json.data, { counter: 1 });
    expect((await loginVerify({ response: cloned })).status).toBe(401);

    // Signed by a key the server does not know for this credential id.
    const impostor = new SoftAuthenticator();
    impostor.register({ challenge: "x", rp: { id: "localhost" }, user: { id: authenticator.credentials[0]!.userHandle } });
    impostor.credentials[0]!.counter = 50;
    const forged = impostor.assert((await loginOptions()).json.data);
    const victimId = authenticator.credentials[0]!.id;
    expect((await loginVerify({ response: { ...forged, id: victimId, rawId: victimId } })).status).toBe(401);

    // From another origin.
    const phished = authenticator.assert((await loginOptions()).json.data, { origin: "https://divecert.example.evil" });
    expect((await loginVerify({ response: phished })).status).toBe(401);

    // Still good afterwards with a fresh challenge and a higher counter.
    expect((await loginVerify({ response: authenticator.assert((await loginOptions()).json.data) })).status).toBe(200);

    expect((await remove(owner.token, passkey.id)).status).toBe(200);
    expect((await loginVerify({ response: authenticator.assert((await loginOptions()).json.data) })).status).toBe(401);
  });

  it("refuses an assertion the authenticator did not verify the person for", async () => {
    const { owner } = await withPasskey();
    const careless = new SoftAuthenticator(undefined, { userVerified: false });
    const options = (await registerOptions(owner.token)).json.data;
    expect((await registerVerify(owner.token, { response: careless.register(options) })).status).toBe(201);
    expect((await loginVerify({ response: careless.assert((await loginOptions()).json.data) })).status).toBe(401);
  });

  it("answers 422 for a malformed body", async () => {
    expect422(await loginVerify({ response: { id: "a", rawId: "a", type: "public-key", response: {} } }), ["response.response.clientDataJSON"]);
  });
});

describe("a passkey as the second step", () => {
  /** The password step of an account with a passkey: the mfa_token. */
  async function passwordStep(email: string, password: string) {
    const res = await login(email, password);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ mfa_required: true, methods: ["passkey"] });
    expect(res.json.data.access_token).toBeUndefined();
    return res.json.data.mfa_token as string;
  }

  it("makes the password ask for it, then answers the token pair", async () => {
    const { owner, authenticator } = await withPasskey();
    const mfaToken = await passwordStep(owner.user.email, owner.password);
    const options = await loginOptions({ mfa_token: mfaToken });
    expect(options.status).toBe(200);
    expect(options.json.data.allowCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.credentials[0]!.id]);
    expect(options.json.data.userVerification).toBe("preferred");

    const res = await loginVerify({ mfa_token: mfaToken, response: authenticator.assert(options.json.data) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ token_type: "bearer" });
    // The mfa_token is spent.
    expect((await loginOptions({ mfa_token: mfaToken })).status).toBe(401);
    const db = await getDb();
    const events = await db.securityEvent.findMany({ where: { userId: owner.user.id }, orderBy: { id: "asc" }, select: { type: true, detail: true } });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["passkey.added", "mfa.challenge", "mfa.success", "login.success"]));
    expect(events.find((e) => e.type === "mfa.success")?.detail).toMatchObject({ method: "passkey" });
  });

  it("refuses another account's passkey (422, counted) and challenges of the other kind", async () => {
    const { owner, authenticator } = await withPasskey();
    const intruder = await withPasskey();
    const mfaToken = await passwordStep(owner.user.email, owner.password);

    // The intruder's own passkey, on a challenge for the owner's second step.
    const forOwner = (await loginOptions({ mfa_token: mfaToken })).json.data;
    const wrong = await loginVerify({ mfa_token: mfaToken, response: intruder.authenticator.assert({ ...forOwner, allowCredentials: [] }) });
    expect422(wrong, ["response"]);
    expect(wrong.json.errors.response).toEqual(["The passkey was not accepted."]);

    // A challenge for a sign-in without password does not finish a second step, and back.
    const passwordless = (await loginOptions()).json.data;
    expect422(await loginVerify({ mfa_token: mfaToken, response: authenticator.assert(passwordless) }), ["response"]);
    const secondStep = (await loginOptions({ mfa_token: mfaToken })).json.data;
    expect((await loginVerify({ response: authenticator.assert(secondStep) })).status).toBe(401);

    // Still completes with a right answer (two wrong ones so far, below five).
    const ok = await loginVerify({ mfa_token: mfaToken, response: authenticator.assert((await loginOptions({ mfa_token: mfaToken })).json.data) });
    expect(ok.status).toBe(200);
  });

  it("closes the legacy login, which has no second step", async () => {
    const { owner } = await withPasskey();
    const res = await call(legacyLoginRoute.POST, { method: "POST", path: "/api/v1/legacy/auth/login", body: { email: owner.user.email, password: owner.password } });
    expect(res.status).toBe(403);
  });

  it("answers 401 for an unknown mfa_token and 409 for an account without a passkey", async () => {
    expect((await loginOptions({ mfa_token: "not-a-token" })).status).toBe(401);
    const { owner, passkey } = await withPasskey();
    const mfaToken = await passwordStep(owner.user.email, owner.password);
    expect((await remove(owner.token, passkey.id)).status).toBe(200);
    expect((await loginOptions({ mfa_token: mfaToken })).status).toBe(409);
    // Without a passkey (and no TOTP) the password alone signs in again.
    const again = await login(owner.user.email, owner.password);
    expect(again.json.data.access_token).toEqual(expect.any(String));
  });

  it("five refused assertions void the mfa_token", async () => {
    const { owner, authenticator } = await withPasskey();
    const stranger = await withPasskey();
    const mfaToken = await passwordStep(owner.user.email, owner.password);
    for (let i = 0; i < 5; i += 1) {
      const options = (await loginOptions({ mfa_token: mfaToken })).json.data;
      expect((await loginVerify({ mfa_token: mfaToken, response: stranger.authenticator.assert({ ...options, allowCredentials: [] }) })).status).toBe(422);
    }
    const res = await loginVerify({ mfa_token: mfaToken, response: authenticator.assert({ challenge: "eA", rpId: "localhost" }) });
    expect(res.status).toBe(401);
  });
});

describe("throttling sign-ins without password", () => {
  it("counts refused assertions for the passkey's account, whatever the address", async () => {
    const { authenticator } = await withPasskey();
    // Five free attempts, then the account waits (429 with Retry-After).
    let last = 0;
    for (let i = 0; i < 7; i += 1) {
      const options = (await loginOptions()).json.data;
      const res = await loginVerify({ response: authenticator.assert(options, { origin: "https://divecert.example.evil" }) });
      last = res.status;
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        break;
      }
      expect(res.status).toBe(401);
    }
    expect(last).toBe(429);
  });
});
