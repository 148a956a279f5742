import { generateKeyPair, randomBytes, randomInt } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

// Google Wallet's test key (decision 0050): without GOOGLE_WALLET_SERVICE_ACCOUNT, the embedded
// mode (or WALLET_TEST_KEYS=1) signs save links with an RSA key made once into the data folder, in
// the shape of a Google service account key, and publishes its public half at
// /.well-known/divecert-test-wallet-jwks.json. Google does not know this key: its links are for tests.

export const TEST_GOOGLE_FILE = "wallet-test-google-service-account.json";
/** A made-up issuer id in Google's numeric format (production: GOOGLE_WALLET_ISSUER_ID). */
export const TEST_ISSUER_ID = "3388000000099999999";
export const TEST_PROJECT_ID = "divecert-test";
export const TEST_CLIENT_EMAIL = `divecert-test-wallet@${TEST_PROJECT_ID}.iam.gserviceaccount.com`;

const generateRsa = promisify(generateKeyPair);

/** A fresh service account key JSON of Google's shape (what the console's "Create key" downloads). */
export async function makeServiceAccountJson(clientEmail = TEST_CLIENT_EMAIL, projectId = TEST_PROJECT_ID): Promise<string> {
  const { privateKey } = await generateRsa("rsa", { modulusLength: 2048 });
  const key = {
    type: "service_account",
    project_id: projectId,
    private_key_id: randomBytes(20).toString("hex"),
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    client_email: clientEmail,
    client_id: String(randomInt(1e9, 1e10 - 1)) + String(randomInt(1e9, 1e10 - 1)),
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: "https://oauth2.googleapis.com/token",
  };
  return JSON.stringify(key, null, 2);
}

/**
 * The data folder's test key JSON, made on first use (0600). Two makers at once (two modules, two
 * processes on one folder) each write a file of their own and link it into place, which only one
 * can do: the other gets EEXIST and reads the winner's whole file, never a half-written one.
 */
export async function testServiceAccountJson(dataDir: string): Promise<string> {
  const file = path.join(dataDir, TEST_GOOGLE_FILE);
  const existing = await readIfThere(file);
  if (existing !== undefined) return existing;
  await mkdir(dataDir, { recursive: true });
  const text = (await makeServiceAccountJson()) + "\n";
  const own = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await writeFile(own, text, { mode: 0o600, flag: "wx" });
  try {
    await link(own, file);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFile(file, "utf8");
    throw error;
  } finally {
    await unlink(own);
  }
}

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
