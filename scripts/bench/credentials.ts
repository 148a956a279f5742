// npm run bench:credentials: signing and verification per second (the VC-JOSE JWT and the QR's
// COSE code), the status list size for 1,000,000 certifications, and the card QR's version and
// printed module size. CPU only: no database, no server (docs/benchmarks.md, decision 0032).
// Writes bench-results/credentials.json. BENCH_SMOKE=1 (common.ts): each rate over 0.05 s.
import os from "node:os";
import { gzipSync } from "node:zlib";
import QRCode from "qrcode";
import { createLocalJWKSet, jwtVerify } from "jose";
import { CARD_SIZE } from "@/components/cards/card-frame";
import { codeLink, signCompact, verifyCompact, type CompactClaims } from "@/lib/credentials/compact";
import { generateSigningJwk, loadSigningKeys } from "@/lib/credentials/keys";
import { openBadgeCredential } from "@/lib/credentials/open-badge";
import { signCredential } from "@/lib/credentials/sign-credential";
import { LIST_BITS, bitstringOf } from "@/lib/credentials/status-bits";
import { gitHead, sized, writeResult } from "./common";

const APP_URL = "https://divecert.example";
const DID = "did:web:divecert.example";
const source = {
  number: "DC-2026-000123",
  memberId: "IT14-729-985",
  holderName: "Giulia Bianchi-Rossi",
  courseCode: "AOWD",
  courseName: "Advanced Open Water Diver",
  courseDescription: "Deeper dives, navigation and night diving under supervision.",
  level: "diver",
  isoEquivalent: "ISO 24801-2",
  issuedAt: "2026-05-14",
  statusIndex: 123_456,
  revoked: false,
};

const report: Record<string, unknown> = {
  benchmark: "credential signing and verification, status list sizes, card QR",
  date: new Date().toISOString(),
  commit: gitHead(),
  cpus: os.cpus().length,
  loadAverageAtStart: Number(os.loadavg()[0]!.toFixed(2)),
};
const rates: Record<string, number> = {};
const statusLists: Record<string, unknown>[] = [];
const qr: Record<string, unknown>[] = [];

async function perSecond(label: string, fn: () => Promise<unknown>, seconds = sized(2, 0.05)): Promise<number> {
  for (let i = 0; i < sized(200, 5); i++) await fn();
  const until = performance.now() + seconds * 1000;
  let n = 0;
  const start = performance.now();
  while (performance.now() < until) {
    await fn();
    n++;
  }
  const rate = Math.round(n / ((performance.now() - start) / 1000));
  console.log(`${label}: ${rate.toLocaleString("en")}/s (one core)`);
  rates[label] = rate;
  return rate;
}

const keys = await loadSigningKeys([generateSigningJwk()]);
const jwks = createLocalJWKSet({ keys: keys.publicKeys });
const credential = openBadgeCredential(source, { appUrl: APP_URL, did: DID });
const jwt = await signCredential(credential, keys);
const { courseDescription: _d, revoked: _r, ...claims } = source;
const code = await signCompact(claims, keys);
const link = codeLink(APP_URL, code);

await perSecond("JWT credential signing", () => signCredential(credential, keys));
await perSecond("JWT credential verification", () => jwtVerify(jwt, jwks, { typ: "vc+jwt", algorithms: ["EdDSA"] }));
await perSecond("COSE code signing", () => signCompact(claims, keys));
await perSecond("COSE code verification", () => verifyCompact(code, keys.publicKeys));

// 1,000,000 certifications fill ceil(1e6 / 131072) = 8 lists of 16 KB each.
const lists = Math.ceil(1_000_000 / LIST_BITS);
for (const rate of [0, 0.001, 0.01]) {
  let total = 0;
  let rawTotal = 0;
  for (let l = 0; l < lists; l++) {
    const bitsInList = l === lists - 1 ? 1_000_000 - l * LIST_BITS : LIST_BITS;
    const set: number[] = [];
    for (let b = 0; b < bitsInList; b++) if (Math.random() < rate) set.push(b);
    const bits = bitstringOf(set);
    rawTotal += bits.length;
    total += ("u" + Buffer.from(gzipSync(bits, { level: 9 })).toString("base64url")).length;
  }
  console.log(`status lists for 1,000,000 certifications, ${rate * 100}% revoked: ${lists} lists, ${rawTotal} bytes raw, ${total} bytes encodedList in all (${Math.round(total / lists)} per list)`);
  statusLists.push({ certifications: 1_000_000, revokedPercent: rate * 100, lists, rawBytes: rawTotal, encodedListBytes: total });
}

// The card is an ID-1 card (85.60 mm wide) drawn 1012 px wide; the QR image is 208 px with a 2-module margin.
const MM_PER_PX = 85.6 / CARD_SIZE.width;
const QR_PX = 208;
function qrFacts(label: string, text: string) {
  const symbol = QRCode.create(text, { errorCorrectionLevel: "M" });
  const modules = symbol.modules.size;
  const side = QR_PX * MM_PER_PX;
  const module = side / (modules + 4);
  console.log(`${label}: ${text.length} chars → QR version ${symbol.version} (${modules}×${modules} modules, level M), ${side.toFixed(1)} mm printed, module ${module.toFixed(3)} mm`);
  qr.push({ label, chars: text.length, version: symbol.version, modules, printedMm: Number(side.toFixed(1)), moduleMm: Number(module.toFixed(3)) });
}
console.log(`JWT: ${jwt.length} characters; COSE: ${code.length - 4} characters base45, ${Math.round(((code.length - 4) * 2) / 3)} bytes`);
qrFacts("member link (before)", `${APP_URL}/verify/${source.memberId}`);
qrFacts("JWT credential", jwt);
qrFacts("COSE code, bare", code);
qrFacts("COSE code in the verify link (what the card carries)", link);

writeResult("credentials", {
  ...report,
  perSecondOneCore: rates,
  statusLists,
  sizes: { jwtChars: jwt.length, coseBase45Chars: code.length - 4, coseBytes: Math.round(((code.length - 4) * 2) / 3) },
  qr,
});
