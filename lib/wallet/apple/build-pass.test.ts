import { afterAll, describe, expect, it } from "vitest";
import { parseEnv, setEnvForTests } from "@/lib/env";
import { catalogues } from "@/lib/i18n/messages";
import { buildApplePass, stringsLiteral } from "@/lib/wallet/apple/build-pass";
import { passAuthToken } from "@/lib/wallet/apple/pass-token";
import type { AppleSigner } from "@/lib/wallet/apple/signer";
import { makeTestPassChain, TEST_PASS_TYPE_ID, TEST_TEAM_ID } from "@/lib/wallet/apple/test-chain";
import type { PassSource } from "@/lib/wallet/pass-source";
import { readZip } from "@/tests/support/zip";

setEnvForTests(parseEnv({ NODE_ENV: "test", APP_URL: "https://divecert.example", AUTH_SECRET: "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz", LOG_LEVEL: "silent", SEED_DEMO: "0" }));
afterAll(() => setEnvForTests(undefined));

const chain = makeTestPassChain();
const signer = (test: boolean): AppleSigner => ({
  passTypeId: TEST_PASS_TYPE_ID,
  teamId: TEST_TEAM_ID,
  signerCertPem: chain.signerCertPem,
  signerKeyPem: chain.signerKeyPem,
  signerKeyPassphrase: undefined,
  wwdrPem: chain.wwdrPem,
  test,
});
const source = (over: Partial<PassSource> = {}): PassSource => ({
  certificationId: 7,
  number: "DC-2026-000123",
  memberId: "IT26-123-456",
  holderName: "Ada Reef",
  courseName: "Open Water Diver",
  level: "diver",
  isoEquivalent: "ISO 24801-2",
  issuedAt: "2026-04-02",
  status: "valid",
  revoked: false,
  updatedAt: new Date("2026-05-01T10:00:00Z"),
  language: "en",
  barcode: "https://divecert.example/verify#DC1:ABC",
  ...over,
});
const passJson = async (bytes: Buffer) => JSON.parse((await readZip(bytes)).get("pass.json")!.toString("utf8"));
const keys = (fields: { key: string }[]) => fields.map((f) => f.key);

describe("buildApplePass", () => {
  it("voids a revoked certification's pass: no barcode, the status says revoked and why", async () => {
    const pass = await passJson(await buildApplePass(source({ status: "revoked", revoked: true, barcode: null }), signer(false)));
    expect(pass.voided).toBe(true);
    expect(pass.barcodes).toBeUndefined();
    expect(pass.serialNumber).toBe("DC-2026-000123");
    expect(pass.authenticationToken).toBe(passAuthToken("DC-2026-000123"));
    expect(pass.webServiceURL).toBe("https://divecert.example/api/v1/wallet/apple");
    const status = pass.generic.backFields.find((f: { key: string }) => f.key === "status");
    expect(status.value).toBe("Revoked\nDiveCert has revoked this certification. This pass is no longer valid.");
    expect(pass.generic.headerFields).toEqual([{ key: "state", label: "Status", value: "Revoked" }]);
  });

  it("marks a test pass on the front and the back, and a production pass not at all", async () => {
    const test = await passJson(await buildApplePass(source(), signer(true)));
    expect(keys(test.generic.headerFields)).toEqual(["test"]);
    expect(keys(test.generic.backFields)).toEqual(["iso", "status", "verify", "testPass"]);
    const real = await passJson(await buildApplePass(source({ status: "superseded" }), signer(false)));
    expect(real.generic.headerFields).toEqual([]);
    expect(keys(real.generic.backFields)).toEqual(["iso", "status", "verify"]);
    expect(real.generic.backFields[1].value).toBe("Superseded by a higher level");
    expect(real.barcodes).toHaveLength(1);
  });

  it("writes each language's strings with the holder's words as keys, escaped as .strings files need", async () => {
    const entries = await readZip(await buildApplePass(source({ status: "revoked", revoked: true, barcode: null, language: "de" }), signer(false)));
    const de = catalogues.de.walletPass;
    const it = catalogues.it.walletPass;
    const pass = JSON.parse(entries.get("pass.json")!.toString("utf8"));
    expect(pass.description).toBe(de.description);
    const strings = entries.get("it.lproj/pass.strings")!.toString("utf8");
    expect(strings).toContain(`"${de.course}" = "${it.course}";`);
    // The revoked status's two lines travel as \n inside one quoted string.
    expect(strings).toContain(`"${stringsLiteral(`${de.revoked}\n${de.revokedText}`)}" = "${stringsLiteral(`${it.revoked}\n${it.revokedText}`)}";`);
    expect(strings.split("\n").every((line) => /^"([^"\\]|\\.)*" = "([^"\\]|\\.)*";$/.test(line))).toBe(true);
    expect([...entries.keys()].filter((n) => n.endsWith(".lproj/pass.strings")).sort()).toEqual(
      ["de", "en", "es", "fr", "it", "ko", "pt", "zh-Hans"].map((l) => `${l}.lproj/pass.strings`),
    );
    expect(stringsLiteral('a "b" \\ c\nd')).toBe('a \\"b\\" \\\\ c\\nd');
  });
});
