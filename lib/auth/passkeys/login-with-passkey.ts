import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { AppError } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { challengeOf, consumeChallenge, storeChallenge, type IssuedChallenge } from "@/lib/auth/passkeys/challenges";
import { CHALLENGE_TTL_MS, relyingParty } from "@/lib/auth/passkeys/relying-party";
import type { AuthenticationResponseInput, PasskeyLoginInput } from "@/lib/auth/passkeys/schema";
import { issueTokenPair } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";

// Signing in with a passkey: options (a challenge; the account's passkeys when it is the second
// step, none for a sign-in without password, where the authenticator offers its discoverable
// credentials), then the assertion verified against the stored public key and counter.

export const passkeyRefused = () => new AppError("unauthenticated", "The passkey was not accepted.");

export type PasskeyOwner = { userId: number | null; mfaTokenHash: string | null };

export async function passkeyLoginOptions(owner: PasskeyOwner = { userId: null, mfaTokenHash: null }) {
  const rp = relyingParty();
  const db = await getDb();
  const allow = owner.userId
    ? await db.passkey.findMany({ where: { userId: owner.userId }, select: { credentialId: true, transports: true }, orderBy: { id: "asc" } })
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: owner.userId ? allow.map((p) => ({ id: p.credentialId, transports: p.transports })) : undefined,
    // Without a password the passkey is both factors: the authenticator must verify the person.
    userVerification: owner.userId ? "preferred" : "required",
  });
  await storeChallenge(options.challenge, "login", owner);
  return options;
}

export type VerifiedPasskeyLogin = {
  user: { id: number; email: string; role: "diver" | "admin" };
  passkeyId: number;
  /** What the challenge was issued for: the mfa_token of a second step, or a sign-in without password. */
  issued: IssuedChallenge;
};

/** Checks an assertion; on success the passkey's counter and last use are updated. */
export async function verifyPasskeyAssertion(response: AuthenticationResponseInput, ip: string): Promise<VerifiedPasskeyLogin> {
  await hit(policies.loginIp, ip);
  const challenge = challengeOf(response.response.clientDataJSON);
  const issued = await consumeChallenge(challenge, "login");
  if (!issued || !challenge) throw passkeyRefused();
  const db = await getDb();
  const passkey = await db.passkey.findUnique({
    where: { credentialId: response.id },
    select: {
      id: true, credentialId: true, publicKey: true, counter: true, transports: true, userHandle: true,
      user: { select: { id: true, email: true, role: true, status: true } },
    },
  });
  // A second step accepts only the account's own passkeys; a discoverable one names its account.
  if (!passkey || passkey.user.status === "closed") throw passkeyRefused();
  if (issued.userId !== null && passkey.user.id !== issued.userId) throw passkeyRefused();
  if (response.response.userHandle && response.response.userHandle !== passkey.userHandle) throw passkeyRefused();
  const rp = relyingParty();
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: issued.userId === null,
    });
    if (!result.verified) throw passkeyRefused();
    newCounter = result.authenticationInfo.newCounter;
  } catch (e) {
    // A bad signature, another origin, a counter that went backwards (a cloned authenticator).
    if (e instanceof AppError) throw e;
    throw passkeyRefused();
  }
  // Compare-and-set: two uses of one counter value cannot both pass.
  const updated = await db.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: { counter: BigInt(newCounter), lastUsedAt: new Date() },
  });
  if (updated.count !== 1) throw passkeyRefused();
  const { id, email, role } = passkey.user;
  return { user: { id, email, role }, passkeyId: passkey.id, issued };
}

/** POST /auth/passkeys/login/verify: the assertion, then the usual token pair. */
export async function loginWithPasskey(input: PasskeyLoginInput, ip: string) {
  const verified = await verifyPasskeyAssertion(input.response, ip);
  return issueTokenPair(verified.user.id, input.device_name);
}
