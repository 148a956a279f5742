import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { AppError, conflict, unauthenticated } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { challengeOf, consumeChallenge, storeChallenge } from "@/lib/auth/passkeys/challenges";
import { CHALLENGE_TTL_MS, relyingParty } from "@/lib/auth/passkeys/relying-party";
import type { AuthenticationResponseInput, PasskeyLoginInput } from "@/lib/auth/passkeys/schema";
import { tokenHash } from "@/lib/auth/keys";
import { completeSecondStep } from "@/lib/auth/mfa/challenge";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { issueTokenPair } from "@/lib/auth/sessions/issue-token-pair";
import { accountKey, beginAttempt, clearThrottle } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import type { Role } from "@/generated/prisma/enums";

// Signing in with a passkey: options (a challenge; the account's passkeys when it is the second
// step, none for a sign-in without password, where the authenticator offers its discoverable
// credentials), then the assertion verified against the stored public key and counter.

/** A refused assertion; `userId` when the passkey named a known account (for its records). */
export class PasskeyRefused extends AppError {
  constructor(readonly userId?: number) {
    super("unauthenticated", "The passkey was not accepted.");
  }
}

type SecondStep = { userId: number; mfaTokenHash: string };

/** The account whose sign-in waits for its second step behind `mfaToken` (401 when none). */
async function secondStepOf(mfaToken: string): Promise<SecondStep> {
  const db = await getDb();
  const mfaTokenHash = tokenHash(mfaToken);
  const pending = await db.mfaChallenge.findUnique({ where: { tokenHash: mfaTokenHash } });
  if (!pending || pending.consumedAt || pending.voidedAt || pending.expiresAt <= new Date()) throw unauthenticated();
  return { userId: pending.userId, mfaTokenHash };
}

/** POST /auth/passkeys/login/options: for the second step behind `mfa_token`, or without password. */
export async function passkeyLoginOptionsFor(input: { mfa_token?: string }) {
  if (!input.mfa_token) return passkeyLoginOptions(null);
  const step = await secondStepOf(input.mfa_token);
  const db = await getDb();
  if (!(await db.passkey.count({ where: { userId: step.userId } }))) throw conflict("This account has no passkey.");
  return passkeyLoginOptions(step);
}

async function passkeyLoginOptions(owner: SecondStep | null) {
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

export type VerifiedPasskey = { user: { id: number; email: string; role: Role }; passkeyId: number };

/**
 * Checks an assertion against a challenge issued for `expected` (the account and mfa_token of a
 * second step, or nothing for a sign-in without password); on success the passkey's counter and
 * last use advance. Throws PasskeyRefused.
 */
export async function verifyPasskeyAssertion(
  response: AuthenticationResponseInput,
  expected: SecondStep | null,
  /** Runs once the passkey's account is known, before the signature is checked (the throttle). */
  beforeCheck?: (userId: number) => Promise<void>,
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
  await beforeCheck?.(passkey.user.id);
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

/** The second step behind `mfaToken` completed with a passkey (422 on `response` when refused). */
async function completeWithPasskey(mfaToken: string, response: AuthenticationResponseInput, client: ClientInfo) {
  const step = await secondStepOf(mfaToken);
  return completeSecondStep(
    mfaToken,
    {
      method: "passkey",
      field: "response",
      message: "The passkey was not accepted.",
      verify: async (userId) => {
        try {
          await verifyPasskeyAssertion(response, { userId, mfaTokenHash: step.mfaTokenHash });
          return true;
        } catch (e) {
          if (e instanceof PasskeyRefused) return false;
          throw e;
        }
      },
    },
    client,
  );
}

/** Without password: the passkey names the account; its failures count for the account's throttle. */
async function passwordlessSignIn(response: AuthenticationResponseInput, client: ClientInfo) {
  const db = await getDb();
  try {
    const verified = await verifyPasskeyAssertion(response, null, async (userId) => {
      try {
        await beginAttempt(accountKey(userId));
      } catch (e) {
        if (e instanceof AppError && e.code === "rate_limited") {
          await recordClientEvent(db, client, { userId, type: "login.throttled", detail: { step: "passkey" } });
        }
        throw e;
      }
    });
    await db.$transaction(async (tx) => {
      await clearThrottle(accountKey(verified.user.id), tx);
      await recordClientEvent(tx, client, { userId: verified.user.id, type: "login.success", detail: { method: "passkey", passkey_id: verified.passkeyId } });
    });
    return verified.user.id;
  } catch (e) {
    if (e instanceof PasskeyRefused) await recordClientEvent(db, client, { userId: e.userId ?? null, type: "login.failure", detail: { reason: "passkey" } });
    throw e;
  }
}

/**
 * A sign-in with a passkey (API or browser): the second step behind `mfa_token`, or on its own
 * (no password). The account to open a session for.
 */
export async function signInWithPasskey(input: PasskeyLoginInput, client: ClientInfo): Promise<{ userId: number; deviceName: string | null }> {
  await hit(policies.loginIp, client.ip);
  if (input.mfa_token) {
    const done = await completeWithPasskey(input.mfa_token, input.response, client);
    return { userId: done.userId, deviceName: input.device_name ?? done.deviceName };
  }
  return { userId: await passwordlessSignIn(input.response, client), deviceName: input.device_name ?? null };
}

/** POST /auth/passkeys/login/verify: the assertion, then the usual token pair. */
export async function loginWithPasskey(input: PasskeyLoginInput, client: ClientInfo) {
  const done = await signInWithPasskey(input, client);
  return issueTokenPair(done.userId, done.deviceName, client);
}
