import type { CredentialSource } from "@/lib/credentials/credential-source";
import { ISSUER_NAME } from "@/lib/credentials/did";
import { statusPosition } from "@/lib/credentials/status-bits";

// The Open Badges 3.0 credential of a certification (a W3C VC 2.0): a pure function of the
// certification, so the same certification always gives the same credential (decision 0032).

export const VC_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

export function openBadgeCredential(source: CredentialSource, opts: { appUrl: string; did: string }) {
  const { list, bit } = statusPosition(source.statusIndex);
  const statusList = `${opts.appUrl}/api/v1/credentials/status/${list}`;
  return {
    "@context": [VC_CONTEXT, OB_CONTEXT],
    id: `urn:divecert:certification:${source.number}`,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: source.courseName,
    issuer: { id: opts.did, type: ["Profile"], name: ISSUER_NAME, url: opts.appUrl },
    validFrom: `${source.issuedAt}T00:00:00Z`,
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [
        { type: "IdentityObject", identityType: "identifier", hashed: false, identityHash: source.memberId },
        { type: "IdentityObject", identityType: "name", hashed: false, identityHash: source.holderName },
      ],
      achievement: {
        id: `urn:divecert:course:${source.courseCode}`,
        type: ["Achievement"],
        achievementType: "Certification",
        humanCode: source.courseCode,
        name: source.courseName,
        description: source.courseDescription || source.courseName,
        criteria: { narrative: "Completed the DiveCert course, its exam and its signed skills." },
        // Terms beyond Open Badges fall in VC 2.0's issuer-dependent vocabulary.
        level: source.level,
        ...(source.isoEquivalent ? { isoEquivalent: source.isoEquivalent, tag: [source.isoEquivalent] } : {}),
      },
      certificationNumber: source.number,
    },
    credentialStatus: {
      id: `${statusList}#${bit}`,
      type: "BitstringStatusListEntry" as const,
      statusPurpose: "revocation" as const,
      statusListIndex: String(bit),
      statusListCredential: statusList,
    },
  };
}
