// npm run bench:wallet: what a wallet pass costs the server (issue 39, decision 0050). CPU only:
// no database, no server. Per second on one core, in the same run:
// - an Apple Wallet .pkpass built and signed (passkit-generator: pass.json, images, manifest,
//   a detached PKCS#7 laid out by node-forge, its RSA signature made by node:crypto:
//   lib/wallet/apple/native-rsa.ts), against its floor: one RSA-2048 signature of the same
//   manifest by node:crypto (OpenSSL), the least a signed pass costs, and against the same
//   signature by node-forge's JavaScript RSA (what passkit-generator alone would spend on it);
// - a Google Wallet save link (the generic object in the holder's language, signed RS256 by jose),
//   against the same floor;
// and the sizes (the .pkpass, the save link's length) and the first-use costs (the test chain,
// the images rendered from app/icon.svg). Writes bench-results/wallet.json.
// BENCH_SMOKE=1 (common.ts): each rate over 0.05 s.
import { createSign, generateKeyPairSync } from "node:crypto";
import forge from "node-forge";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseEnv, setEnvForTests } from "@/lib/env";
import { buildApplePass } from "@/lib/wallet/apple/build-pass";
import { applePassImages } from "@/lib/wallet/apple/pass-images";
import { appleSigner } from "@/lib/wallet/apple/signer";
import { genericObject } from "@/lib/wallet/google/generic-object";
import { googleWalletAccount } from "@/lib/wallet/google/service-account";
import { saveUrlOf, signSaveJwt } from "@/lib/wallet/google/sign-save-jwt";
import type { PassSource } from "@/lib/wallet/pass-source";
import { gitHead, log, sized, writeResult } from "./common";
import { readZip } from "../../tests/support/zip";

const APP_URL = "https://divecert.example";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "divecert-bench-wallet-"));
setEnvForTests(parseEnv({ NODE_ENV: "production", APP_URL, DATA_DIR: dataDir, AUTH_SECRET: "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz", LOG_LEVEL: "silent" }));

const source: PassSource = {
  certificationId: 1,
  number: "DC-2026-000123",
  memberId: "IT14-729-985",
  holderName: "Giulia Bianchi-Rossi",
  courseName: "Advanced Open Water Diver",
  level: "diver",
  isoEquivalent: "ISO 24801-2",
  issuedAt: "2026-05-14",
  status: "valid",
  revoked: false,
  updatedAt: new Date("2026-05-14T10:00:00Z"),
  language: "it",
  // The card's signed link is about this long (bench:credentials: the COSE code in the verify link).
  barcode: `${APP_URL}/verify/c#DC1:${"6BFOXN%TS3DH0YOJ58S S-W5HDC *M0II5XHC9B5G2+$N IOP-IA%N".repeat(4)}`,
};

const rates: Record<string, number> = {};
const timings: Record<string, number> = {};

async function perSecond(label: string, fn: () => unknown): Promise<number> {
  for (let i = 0; i < sized(20, 2); i++) await fn();
  const seconds = sized(3, 0.05);
  const until = performance.now() + seconds * 1000;
  const start = performance.now();
  let n = 0;
  while (performance.now() < until) {
    await fn();
    n++;
  }
  const rate = Math.round(n / ((performance.now() - start) / 1000));
  log(`${label}: ${rate.toLocaleString("en")}/s (one core, ${(1000 / rate).toFixed(2)} ms each)`);
  rates[label] = rate;
  return rate;
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const value = await fn();
  timings[label] = Math.round(performance.now() - start);
  log(`${label}: ${timings[label]} ms`);
  return value;
}

const loadAverageAtStart = Number(os.loadavg()[0]!.toFixed(2));
try {
  const signer = (await timed("first use: the test chain made in the data folder (3 RSA keys, 3 certificates)", () => appleSigner()))!;
  await timed("first use: the pass images rendered from app/icon.svg (6 PNGs)", () => applePassImages());
  const pass = await timed("first pass (cold: passkit-generator and node-forge loaded)", () => buildApplePass(source, signer));
  const files = await readZip(pass);
  const manifest = files.get("manifest.json")!;

  // The floor: one native RSA-2048 SHA-256 signature of the same manifest.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const floor = await perSecond("floor: RSA-2048 signature of manifest.json (node:crypto)", () => createSign("sha256").update(manifest).sign(privateKey));
  const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
  const forgeRsa = await perSecond("the same signature by node-forge's JavaScript RSA", () => {
    const md = forge.md.sha1.create();
    md.update(manifest.toString("binary"));
    return forgeKey.sign(md);
  });
  const apple = await perSecond("Apple .pkpass built and signed (passkit-generator; its RSA by node:crypto)", () => buildApplePass(source, signer));
  const voided = await perSecond("Apple .pkpass of a revoked certification (voided, no barcode)", () => buildApplePass({ ...source, revoked: true, status: "revoked", barcode: null }, signer));

  const account = (await googleWalletAccount())!;
  const object = genericObject(source, { issuerId: account.issuerId, appUrl: APP_URL, test: account.test });
  const url = saveUrlOf(await signSaveJwt(account, [object], APP_URL));
  const google = await perSecond("Google Wallet save link signed (jose RS256)", async () => saveUrlOf(await signSaveJwt(account, [genericObject(source, { issuerId: account.issuerId, appUrl: APP_URL, test: account.test })], APP_URL)));

  const sizes = {
    pkpassBytes: pass.length,
    pkpassFiles: files.size,
    manifestBytes: manifest.length,
    signatureBytes: files.get("signature")!.length,
    passJsonBytes: files.get("pass.json")!.length,
    googleSaveUrlChars: url.length,
  };
  log(`.pkpass: ${sizes.pkpassBytes.toLocaleString("en")} bytes, ${sizes.pkpassFiles} files (signature ${sizes.signatureBytes} bytes); Google save link: ${sizes.googleSaveUrlChars.toLocaleString("en")} characters`);
  log(`The pass costs ${(floor / apple).toFixed(1)}× its signature's floor (forge's RSA alone: ${(floor / forgeRsa).toFixed(1)}×); the save link ${(floor / google).toFixed(1)}×; a voided pass ${(floor / voided).toFixed(1)}×.`);

  writeResult("wallet", {
    benchmark: "wallet passes: Apple .pkpass and Google save link per second against one native RSA signature",
    date: new Date().toISOString(),
    commit: gitHead(),
    cpus: os.cpus().length,
    loadAverageAtStart,
    loadAverageAtEnd: Number(os.loadavg()[0]!.toFixed(2)),
    perSecondOneCore: rates,
    firstUseMs: timings,
    sizes,
    timesTheFloor: { applePass: Number((floor / apple).toFixed(2)), googleSaveLink: Number((floor / google).toFixed(2)), forgeRsaSignature: Number((floor / forgeRsa).toFixed(2)) },
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
