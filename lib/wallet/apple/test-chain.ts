import { generateKeyPairSync, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import forge from "node-forge";
import { env } from "@/lib/env";

// The test chain of Apple Wallet passes (test mode, decision 0050): a root standing in for Apple's
// root CA, an intermediate standing in for Apple's WWDR certificate, and a pass type certificate
// shaped like Apple's (UID = pass type id, OU = team id). Made once into the data folder and kept
// across restarts, like the credential signing key (lib/credentials/keys.ts); its root is served at
// /.well-known/divecert-test-pass-ca.pem so anyone can check a test pass's signature. Wallet on a
// phone refuses these passes (they are not signed by Apple): they are for development and tests.

export type TestPassChain = { rootPem: string; wwdrPem: string; signerCertPem: string; signerKeyPem: string };

export const TEST_PASS_TYPE_ID = "pass.org.divecert.test";
export const TEST_TEAM_ID = "DCTEST0001";

const FILE = "wallet-test-pass-chain.json";
const UID_OID = "0.9.2342.19200300.100.1.1";

type Attr = { name?: string; shortName?: string; type?: string; value: string };
// UTF8String values, as in Apple's certificates (forge would write PrintableString).
const utf8 = (attrs: Attr[]): forge.pki.CertificateField[] => attrs.map((a) => ({ ...a, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class }));

function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  return {
    privatePem,
    privateKey: forge.pki.privateKeyFromPem(privatePem),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString()),
  };
}

function certificate(options: {
  subject: Attr[];
  issuer: forge.pki.Certificate | null;
  publicKey: forge.pki.PublicKey;
  signingKey: forge.pki.PrivateKey;
  ca: boolean;
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  // A positive serial of 16 random bytes (the top bit cleared so DER reads it as positive).
  const serial = randomBytes(16);
  serial[0]! &= 0x7f;
  cert.serialNumber = serial.toString("hex");
  const from = new Date(Date.now() - 24 * 3600 * 1000);
  const to = new Date(from);
  to.setUTCFullYear(to.getUTCFullYear() + 10);
  cert.validity.notBefore = from;
  cert.validity.notAfter = to;
  cert.setSubject(utf8(options.subject));
  cert.setIssuer(options.issuer ? options.issuer.subject.attributes : utf8(options.subject));
  cert.setExtensions(
    options.ca
      ? [
          { name: "basicConstraints", cA: true, critical: true },
          { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
          { name: "subjectKeyIdentifier" },
        ]
      : [
          { name: "basicConstraints", cA: false, critical: true },
          { name: "keyUsage", digitalSignature: true, critical: true },
          { name: "subjectKeyIdentifier" },
        ],
  );
  cert.sign(options.signingKey as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return cert;
}

/** A fresh test chain (what the data folder keeps). */
export function makeTestPassChain(): TestPassChain {
  const root = rsaKeys();
  const wwdr = rsaKeys();
  const signer = rsaKeys();
  const rootCert = certificate({
    subject: [
      { name: "commonName", value: "DiveCert Test Pass CA" },
      { name: "organizationName", value: "DiveCert (test)" },
    ],
    issuer: null,
    publicKey: root.publicKey,
    signingKey: root.privateKey,
    ca: true,
  });
  const wwdrCert = certificate({
    subject: [
      { name: "commonName", value: "DiveCert Test WWDR" },
      { shortName: "OU", value: "G4" },
      { name: "organizationName", value: "DiveCert (test)" },
    ],
    issuer: rootCert,
    publicKey: wwdr.publicKey,
    signingKey: root.privateKey,
    ca: true,
  });
  const signerCert = certificate({
    subject: [
      { type: UID_OID, value: TEST_PASS_TYPE_ID },
      { name: "commonName", value: `Pass Type ID: ${TEST_PASS_TYPE_ID}` },
      { shortName: "OU", value: TEST_TEAM_ID },
      { name: "organizationName", value: "DiveCert (test)" },
    ],
    issuer: wwdrCert,
    publicKey: signer.publicKey,
    signingKey: wwdr.privateKey,
    ca: false,
  });
  return {
    rootPem: forge.pki.certificateToPem(rootCert),
    wwdrPem: forge.pki.certificateToPem(wwdrCert),
    signerCertPem: forge.pki.certificateToPem(signerCert),
    signerKeyPem: signer.privatePem,
  };
}

function parse(text: string): TestPassChain {
  const chain = JSON.parse(text) as TestPassChain;
  if (!chain.rootPem || !chain.wwdrPem || !chain.signerCertPem || !chain.signerKeyPem) throw new Error(`${FILE} in the data folder is incomplete: remove it to make a new test chain.`);
  return chain;
}

// Written once with O_EXCL: when two processes (or two modules of one) race, the loser reads the
// winner's file, so every pass of an install is signed by the same chain.
function storedChain(dataDir: string): TestPassChain {
  const file = path.join(dataDir, FILE);
  try {
    return parse(readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const chain = makeTestPassChain();
  try {
    writeFileSync(file, JSON.stringify(chain) + "\n", { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return parse(readFileSync(file, "utf8"));
    throw error;
  }
  return chain;
}

const cache = new Map<string, Promise<TestPassChain>>();

/** The data folder's test chain (made on first use), once per data folder and process. */
export function testPassChain(): Promise<TestPassChain> {
  const dataDir = env().dataDir;
  let chain = cache.get(dataDir);
  if (!chain) {
    chain = Promise.resolve().then(() => storedChain(dataDir));
    cache.set(dataDir, chain);
    chain.catch(() => cache.delete(dataDir));
  }
  return chain;
}
