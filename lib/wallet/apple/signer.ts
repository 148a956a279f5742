import { X509Certificate, createPrivateKey } from "node:crypto";
import { EnvError, env } from "@/lib/env";
import { TEST_PASS_TYPE_ID, TEST_TEAM_ID, testPassChain } from "@/lib/wallet/apple/test-chain";

// Who signs Apple Wallet passes: the configured pass type certificate (production), the data
// folder's test chain (test mode), or nobody (Apple Wallet off).

export type AppleSigner = {
  passTypeId: string;
  teamId: string;
  signerCertPem: string;
  signerKeyPem: string;
  signerKeyPassphrase: string | undefined;
  wwdrPem: string;
  /** Signed by the test chain: the pass says it is a test pass. */
  test: boolean;
};

type Production = Extract<ReturnType<typeof env>["wallet"]["apple"], { mode: "production" }>;

/** The subject's UID (the pass type id in Apple's pass type certificates), if any. */
function subjectUid(cert: X509Certificate): string | undefined {
  return /(?:^|\n)UID=([^\n]+)/.exec(cert.subject)?.[1]?.trim();
}

/** Checks the configured certificate, key and WWDR certificate once, with errors that name the setting. */
export function checkProductionSigner(apple: Production): AppleSigner {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(apple.certPem);
  } catch {
    throw new EnvError("APPLE_PASS_CERT is not a readable PEM certificate (the pass type certificate, exported from the Apple developer account).");
  }
  try {
    new X509Certificate(apple.wwdrPem);
  } catch {
    throw new EnvError("APPLE_WWDR_CERT is not a readable PEM certificate (Apple's WWDR intermediate certificate).");
  }
  let matches: boolean;
  try {
    const key = createPrivateKey({ key: apple.keyPem, format: "pem", passphrase: apple.keyPassphrase });
    if (key.asymmetricKeyType !== "rsa") throw new EnvError("APPLE_PASS_KEY must be the RSA private key of the pass type certificate.");
    matches = cert.checkPrivateKey(key);
  } catch (error) {
    if (error instanceof EnvError) throw error;
    throw new EnvError(
      `APPLE_PASS_KEY cannot be read${apple.keyPassphrase ? " with APPLE_PASS_KEY_PASSPHRASE" : " (an encrypted key needs APPLE_PASS_KEY_PASSPHRASE)"}: ${(error as Error).message}`,
    );
  }
  if (!matches) throw new EnvError("APPLE_PASS_KEY is not the private key of APPLE_PASS_CERT: export the certificate and its key from the same keychain entry.");
  const uid = subjectUid(cert);
  if (uid !== undefined && uid !== apple.passTypeId) {
    throw new EnvError(`APPLE_PASS_CERT is the certificate of ${uid}, not of APPLE_PASS_TYPE_ID ${apple.passTypeId}.`);
  }
  if (new Date(cert.validTo).getTime() < Date.now()) throw new EnvError(`APPLE_PASS_CERT expired on ${cert.validTo}: renew the pass type certificate.`);
  return {
    passTypeId: apple.passTypeId,
    teamId: apple.teamId,
    signerCertPem: apple.certPem,
    signerKeyPem: apple.keyPem,
    signerKeyPassphrase: apple.keyPassphrase,
    wwdrPem: apple.wwdrPem,
    test: false,
  };
}

let production: { settings: Production; signer: AppleSigner } | undefined;

/** The signer of the running configuration; null when Apple Wallet passes are off. */
export async function appleSigner(): Promise<AppleSigner | null> {
  const apple = env().wallet.apple;
  if (apple.mode === "off") return null;
  if (apple.mode === "production") {
    // Checked at first use (and again when the settings change, as in tests).
    if (production?.settings !== apple) production = { settings: apple, signer: checkProductionSigner(apple) };
    return production.signer;
  }
  const chain = await testPassChain();
  return {
    passTypeId: TEST_PASS_TYPE_ID,
    teamId: TEST_TEAM_ID,
    signerCertPem: chain.signerCertPem,
    signerKeyPem: chain.signerKeyPem,
    signerKeyPassphrase: undefined,
    wwdrPem: chain.wwdrPem,
    test: true,
  };
}
