import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { ZCredential } from "@/lib/credentials/schema";
import { getCredential } from "@/lib/credentials/get-credential";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCertificationParams,
    docs: {
      tag: "User",
      summary: "Read a certification as a verifiable credential",
      description:
        "An Open Badges 3.0 OpenBadgeCredential (W3C VC 2.0) issued by the organisation's did:web, and the same credential signed as a VC-JOSE JWT (EdDSA, `typ: vc+jwt`, `kid` = the key's RFC 7638 thumbprint in /.well-known/jwks.json). Another user's certification is a 404.",
    },
    response: { description: "The credential and its JWT.", data: ZCredential },
    handler: async ({ user, params }) => ok("Credential retrieved.", await getCredential(user.id, params.certification)),
  }),
});
