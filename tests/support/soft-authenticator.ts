import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

// A software WebAuthn authenticator for the tests: ES256 keys from node:crypto, "none"
// attestation, CBOR through @simplewebauthn/server's own helpers. It answers the options the
// routes hand out with the JSON a browser's @simplewebauthn/browser would send, so the server
// verifies real signatures, counters and challenges.

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

export type SoftCredential = { id: string; privateKey: KeyObject; userHandle: string; rpId: string; counter: number };

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    readonly origin = "http://localhost:3000",
    readonly options: { userVerified?: boolean; aaguid?: string } = {},
  ) {}

  private flags(extra = 0) {
    return UP | (this.options.userVerified === false ? 0 : UV) | extra;
  }

  /** navigator.credentials.create(): a new ES256 credential for the options' user. */
  register(options: CreationOptions, tamper: { origin?: string; challenge?: string } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const credentialId = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const aaguid = Buffer.from((this.options.aaguid ?? "00000000-0000-0000-0000-000000000000").replace(/-/g, ""), "hex");
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(AT)]), u32(0), aaguid, idLength, credentialId, Buffer.from(cose)]);
    const attestationObject = isoCBOR.encode(new Map<string, Uint8Array | string | Map<string, string>>([["fmt", "none"], ["attStmt", new Map<string, string>()], ["authData", authData]]));
    const clientData = JSON.stringify({ type: "webauthn.create", challenge: tamper.challenge ?? options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false });
    const id = isoBase64URL.fromBuffer(credentialId);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, rpId, counter: 0 });
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientData),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): signs the options' challenge with the allowed credential (or,
   * for a discoverable sign-in, the first one held), advancing its counter.
   */
  assert(options: RequestOptions, tamper: { credentialId?: string; counter?: number; origin?: string; challenge?: string } = {}) {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = this.credentials.find((c) =>
      tamper.credentialId ? c.id === tamper.credentialId : !allowed?.length || allowed.includes(c.id),
    );
    if (!credential) throw new Error("The soft authenticator holds no allowed credential.");
    credential.counter = tamper.counter ?? credential.counter + 1;
    const rpId = options.rpId ?? credential.rpId;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags()]), u32(credential.counter)]);
    const clientData = JSON.stringify({ type: "webauthn.get", challenge: tamper.challenge ?? options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false });
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientData),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }
}
