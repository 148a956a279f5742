import { hmacHex, safeEqual } from "@/lib/auth/keys";
import { env } from "@/lib/env";

// The link of an invitation (decision 0045): `/center-invitations/<id>.<HMAC>`, the HMAC of the
// invitation's id and address under a key of its own (lib/auth/keys.ts purpose
// "center-invitation"), so a link names exactly one invitation and a changed one names none. No
// secret is stored: the id finds the row, the signature proves the link was ours.

/** An invitation is valid for this long after it is sent. */
export const INVITATION_DAYS = 14;

const sign = (id: number, email: string) => hmacHex("center-invitation", `${id}:${email.toLowerCase()}`);

export const invitationToken = (id: number, email: string) => `${id}.${sign(id, email)}`;

export const invitationUrl = (id: number, email: string) => `${env().appUrl}/center-invitations/${invitationToken(id, email)}`;

/** The id a token names, or null when it is not shaped like one of ours (the signature is checked against the row). */
export function tokenId(token: string): { id: number; signature: string } | null {
  const m = /^([1-9]\d{0,9})\.([0-9a-f]{64})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  return id <= 2_147_483_647 ? { id, signature: m[2]! } : null;
}

/** Constant-time check of the token's signature against the invitation it names. */
export const signatureMatches = (signature: string, id: number, email: string) => safeEqual(signature, sign(id, email));
