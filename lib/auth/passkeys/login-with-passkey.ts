import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { AppError } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { challengeOf, consumeChallenge, storeChallenge } from "@/lib/auth/passkeys/challenges";
import { CHALLENGE_TTL_MS, relyingParty } from "@/lib/auth/passkeys/relying-party";
import type { AuthenticationResponseInput, PasskeyLoginInput } from "@/lib/auth/passkeys/schema";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { issueTokenPair } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";

// Signing in with a passkey: options (a challenge; the account's passkeys when it is the second
// step, none for a sign-in without password, where the authenticator offers its discoverable
// credentials), then the assertion verified against the stored public key and counter.

/** A refused assertion; `userId` when the passkey named a known account (for its records). */
export class PasskeyRefused extends AppError {
  constructor(readonly userId?: number) {
    super("unauthenticated", "The passkey was not accepted.");
  }
}

export async function passkeyLoginOptions(owner: { userId: number; mfaTokenHash: string } | null = null) {
  const rp = relyingParty();
  const db = await getDb();
  const allow = owner
    ? await db.passkey.findMany({ where: { userId: owner.userId }, select: { credentialId: true, transports: true }, orderBy: { id: "asc" } })
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: owner ? allow.map((p) => ({ id: p.credentialId, transports: p.transports })) : undefined,
    // Without a password the passkey is both factors: the authenticator must verify the person.
    userVerification: owner ? "preferred" : "required",
  });
  await storeChallenge(options.challenge, "login", owner ?? { userId: null, mfaTokenHash: null });
  return options;
}

export type VerifiedPasskey = { user: { id: number; email: string; role: "diver" | "admin" }; passkeyId: number };

/**
 * Checks an assertion against a challenge issued for `expected` (the account and mfa_token of a
 * second step, or nothing for a sign-in without password); on success the passkey's counter and
 * last use advance. Throws PasskeyRefused.
 */
export async function verifyPasskeyAssertion(
  response: AuthenticationResponseInput,
  expected: { userId: number; mfaTokenHash: string } | null,
): Promise<VerifiedPasskey> {
  const challenge = challengeOf(response.response.clientDataJSON);
  const issued = await consumeChallenge(challenge, "login");
  const db = await getDb();
  const passkey = await db.passkey.findUnique({
    where: { credentialId: response.id },
    select: {
      id: true, credentialId: true, publicKey: true, counter: true, transports: true, userHandle: true,
      user: { select: { id: true, email: true, role: true, status: true } },
    },
  });
  const refused = () => new PasskeyRefused(passkey?.user.id);
  if (!issued || !challenge) throw refused();
  // The challenge must be of the same kind: a second step's only for that step, and back.
  if ((issued.userId ?? null) !== (expected?.userId ?? null) || (issued.mfaTokenHash ?? null) !== (expected?.mfaTokenHash ?? null)) throw refused();
  if (!passkey || passkey.user.status === "closed") throw refused();
  // A second step accepts only the account's own passkeys; a discoverable one names its account.
  if (expected && passkey.user.id !== expected.userId) throw refused();
  if (response.response.userHandle && response.response.userHandle !== passkey.userHandle) throw refused();
  const rp = relyingParty();
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: !expected,
    });
    if (!result.verified) throw refused();
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    // A bad signature, another origin, a counter that went backwards (a cloned authenticator).
    throw refused();
  }
  // Compare-and-set: two uses of one counter value cannot both pass.
  const updated = await db.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: { counter: BigInt(newCounter), lastUsedAt: new Date() },
  });
  if (updated.count !== 1) throw refused();
  const { id, email, role } = passkey.user;
  return { user: { id, email, role }, passkeyId: passkey.id };
}

/** A sign-in with a passkey (API or browser): the account to open a session for. */
export async function signInWithPasskey(input: PasskeyLoginInput, client: ClientInfo): Promise<{ userId: number; deviceName: string | null }> {
  await hit(policies.loginIp, client.ip);
  const db = await getDb();
  try {
    const verified = await verifyPasskeyAssertion(input.response, null);
    await recordClientEvent(db, client, { userId: verified.user.id, type: "login.success", detail: { method: "passkey", passkey_id: verified.passkeyId } });
    return { userId: verified.user.id, deviceName: input.device_name ?? null };
  } catch (e) {
    if (e instanceof PasskeyRefused) await recordClientEvent(db, client, { userId: e.userId ?? null, type: "login.failure", detail: { reason: "passkey" } });
    throw e;
  }
}

/** POST /auth/passkeys/login/verify: the assertion, then the usual token pair. */
export async function loginWithPasskey(input: PasskeyLoginInput, client: ClientInfo) {
  const done = await signInWithPasskey(input, client);
  return issueTokenPair(done.userId, done.deviceName);
}
