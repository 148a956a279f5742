import { z } from "zod";

export const ZStatusListParams = z.object({ list: z.coerce.number().int().positive().max(16_384) });

const jwt = z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/).describe("Compact JWS (VC-JOSE): header alg EdDSA, typ vc+jwt, kid");

export const ZCredential = z
  .object({
    jwt,
    credential: z
      .looseObject({
        "@context": z.array(z.string()),
        id: z.string(),
        type: z.array(z.string()),
        issuer: z.looseObject({ id: z.string(), name: z.string() }),
        validFrom: z.string(),
        credentialSubject: z.looseObject({}),
        credentialStatus: z.looseObject({
          type: z.literal("BitstringStatusListEntry"),
          statusPurpose: z.literal("revocation"),
          statusListIndex: z.string(),
          statusListCredential: z.string(),
        }),
      })
      .describe("The Open Badges 3.0 OpenBadgeCredential (W3C VC 2.0) the JWT secures"),
  })
  .meta({ id: "VerifiableCredential", description: "A certification as a signed Open Badges 3.0 credential" });

export const ZStatusList = z
  .object({
    jwt,
    credential: z
      .looseObject({ id: z.string(), type: z.array(z.string()), credentialSubject: z.looseObject({ encodedList: z.string() }) })
      .describe("The BitstringStatusListCredential the JWT secures; encodedList is GZIP + base64url with the multibase prefix u"),
  })
  .meta({ id: "StatusListCredential", description: "A signed revocation status list" });
