import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { conflict, invalidField, unauthenticated } from "@/lib/api/errors";
import { hmacHex } from "@/lib/auth/keys";
import { challengeOf, consumeChallenge, storeChallenge } from "@/lib/auth/passkeys/challenges";
import { defaultPasskeyName } from "@/lib/auth/passkeys/provider-names";
import { CHALLENGE_TTL_MS, relyingParty } from "@/lib/auth/passkeys/relying-party";
import type { RegisterPasskeyInput } from "@/lib/auth/passkeys/schema";
import { passkeySelect, toPasskeyRecord } from "@/lib/auth/passkeys/serializers";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { getDb } from "@/lib/db/client";

// Adding a passkey: options (a challenge for this account, its passkeys excluded so one
// authenticator is not registered twice), then the authenticator's answer verified and stored.

/** Enough for every device a person owns; keeps the list (and allowCredentials) small. */
export const MAX_PASSKEYS = 20;

const expired = () => invalidField("response", "The passkey request expired or was already used. Please start again.");

export async function passkeyRegistrationOptions(userId: number) {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, firstName: true, lastName: true, passkeys: { select: { credentialId: true, transports: true, userHandle: true } } },
  });
  if (!user) throw unauthenticated();
  if (user.passkeys.length >= MAX_PASSKEYS) throw conflict(`An account can have at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
  const handle = user.passkeys[0]?.userHandle ?? derivedUserHandle(userId);
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
    userID: isoBase64URL.toBuffer(handle),
    attestationType: "none",
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: user.passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // Discoverable, so the same passkey also signs in without a password.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge(options.challenge, "register", { userId, mfaTokenHash: null });
  return options;
}

export async function registerPasskey(userId: number, input: RegisterPasskeyInput, client?: ClientInfo) {
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const issued = await consumeChallenge(challenge, "register", userId);
  if (!issued || !challenge) throw expired();
  const rp = relyingParty();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    // Another origin or relying party, a broken attestation: nothing a person can fix but retry.
    throw invalidField("response", "The passkey was not accepted.");
  }
  if (!verification.verified) throw invalidField("response", "The passkey was not accepted.");
  const info = verification.registrationInfo;
  const db = await getDb();
  const existing = await db.passkey.findMany({ where: { userId }, select: { name: true, userHandle: true } });
  if (existing.length >= MAX_PASSKEYS) throw conflict(`An account can have at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
  const userHandle = existing[0]?.userHandle ?? derivedUserHandle(userId);
  try {
    const row = await db.$transaction(async (tx) => {
      const made = await tx.passkey.create({
        data: {
          userId,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey),
          counter: BigInt(info.credential.counter),
          transports: info.credential.transports ?? input.response.response.transports ?? [],
          userHandle,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name: input.name ?? defaultPasskeyName(info.aaguid, existing.map((p) => p.name)),
        },
        select: passkeySelect,
      });
      await recordClientEvent(tx, client, { userId, type: "passkey.added", detail: { passkey_id: made.id, name: made.name } });
      return made;
    });
    return toPasskeyRecord(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("This passkey is already registered.");
    throw e;
  }
}

/**
 * The WebAuthn user handle of an account: opaque (keyed with AUTH_SECRET, so it reveals no id),
 * and the same for every passkey of the account (the first one's is reused), so an authenticator
 * keeps one entry per account and a sign-in without password names the account it is for.
 */
function derivedUserHandle(userId: number): string {
  return isoBase64URL.fromBuffer(Buffer.from(hmacHex("hash", `webauthn-user:${userId}`), "hex"));
}

const isUniqueViolation = (e: unknown) => e instanceof Error && "code" in e && (e as { code?: string }).code === "P2002";
