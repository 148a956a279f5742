import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { SignJWT } from "jose";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ISSUER_NAME, issuerDid } from "@/lib/credentials/did";
import { signingKeys } from "@/lib/credentials/keys";
import { LIST_BITS, bitstringOf } from "@/lib/credentials/status-bits";

// The revocation status list credentials, computed at read time from certifications.status
// (decision 0032): revoking a certification is only its status change, no hook, no job.

export const statusListUrl = (list: number) => `${env().appUrl}/api/v1/credentials/status/${list}`;

// A generous bound: 16,384 lists are 2 billion certifications.
const MAX_LIST = 16_384;

/** GZIP then base64url with the multibase prefix `u`, as the standard's encodedList says. */
export function encodeList(bits: Uint8Array): string {
  return "u" + Buffer.from(gzipSync(bits, { level: 9 })).toString("base64url");
}

export type StatusList = { etag: string; jwt: string; credential: Record<string, unknown> };

// The signed list changes only when a bit or the key changes: keep the last answer per list.
const cache = new Map<number, StatusList>();

export async function getStatusList(list: number): Promise<StatusList> {
  if (!Number.isInteger(list) || list < 1 || list > MAX_LIST) throw notFound("Status list");
  const db = await getDb();
  const from = (list - 1) * LIST_BITS;
  const [revoked, anyIssued] = await Promise.all([
    db.certification.findMany({
      where: { status: "revoked", statusListIndex: { gte: from, lt: from + LIST_BITS } },
      select: { statusListIndex: true },
      orderBy: { statusListIndex: "asc" },
    }),
    list === 1 ? Promise.resolve(true) : db.certification.count({ where: { statusListIndex: { gte: from } } }).then((n) => n > 0),
  ]);
  if (!anyIssued) throw notFound("Status list");
  const keys = await signingKeys();
  const positions = revoked.map((r) => r.statusListIndex - from);
  const etag = `"${createHash("sha256").update(`${keys.kid}:${env().appUrl}:${positions.join(",")}`).digest("base64url").slice(0, 27)}"`;
  const hit = cache.get(list);
  if (hit?.etag === etag) return hit;

  const url = statusListUrl(list);
  const credential = {
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    id: url,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: { id: issuerDid(), name: ISSUER_NAME },
    validFrom: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
    credentialSubject: { id: `${url}#list`, type: "BitstringStatusList", statusPurpose: "revocation", encodedList: encodeList(bitstringOf(positions)) },
  };
  const jwt = await new SignJWT({ ...credential, iss: credential.issuer.id })
    .setProtectedHeader({ alg: "EdDSA", typ: "vc+jwt", kid: keys.kid })
    .setIssuedAt()
    .sign(keys.privateKey);
  const answer = { etag, jwt, credential };
  cache.set(list, answer);
  return answer;
}
