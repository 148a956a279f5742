import jsQR from "jsqr";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { DEMO, DESKTOP, apiToken, bearer, shoot, signIn } from "@/e2e/support/session";

// Issue 26: the card's QR carries a signed code that /verify's checker verifies in the browser
// with the published key (decision 0032). The code is read from the real card image, as a phone
// camera would, and a code with one byte changed is refused as forged.

async function cardCode(request: import("@playwright/test").APIRequestContext) {
  const token = await apiToken(request, DEMO.email, DEMO.password);
  const list = await request.get("/api/v1/user/certifications", { headers: bearer(token) });
  const cert = ((await list.json()).data as { id: number; number: string; status: string; card_url: string }[]).find((c) => c.status === "valid")!;
  const png = await request.get(new URL(cert.card_url).pathname);
  expect(png.status()).toBe(200);
  const { data, info } = await sharp(await png.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(qr, "the card's QR decodes").toBeTruthy();
  return { link: qr!.data, cert, token };
}

/** The same code with one byte changed: the first character of a base45 group near the end (the signature). */
function oneByteChanged(code: string): string {
  const groups = Math.floor((code.length - 4) / 3);
  const at = 4 + 3 * (groups - 4);
  const charset = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
  // The group's least significant digit: its value moves by one (or 44), so one byte of the signature changes.
  const next = charset[(charset.indexOf(code[at]!) + 1) % 45]!;
  return code.slice(0, at) + next + code.slice(at + 1);
}

test.describe("verifiable certification checker", () => {
  test.use({ viewport: DESKTOP });

  test("accepts a real card's code, offline too, and rejects it with one byte changed", async ({ page, request, context }) => {
    const { link, cert } = await cardCode(request);
    expect(link).toMatch(/\/verify#DC1:/);

    // A camera app opens the link: the checker verifies the code it carries.
    await page.goto(new URL(link).pathname + new URL(link).hash);
    const result = page.locator("[data-result]");
    await expect(result).toHaveAttribute("data-result", "valid");
    await expect(page.getByRole("heading", { name: "Valid certification" })).toBeVisible();
    await expect(page.getByText("Signed by DiveCert and not revoked.")).toBeVisible();
    await expect(result.getByText(cert.number)).toBeVisible();
    await expect(result.getByText("Open Water Diver")).toBeVisible();
    await expect(result.getByRole("link", { name: "See the member's current certifications" })).toHaveAttribute("href", /^\/verify\/[A-Z]{2}\d{2}-\d{3}-\d{3}$/);
    await shoot(page, "verify-checker-valid");

    const code = decodeURIComponent(new URL(link).hash.slice(1));
    const box = page.getByLabel("Card code");
    await expect(box).toHaveValue(code);

    // One byte changed: forged.
    await box.fill(oneByteChanged(code));
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(result).toHaveAttribute("data-result", "forged");
    await expect(page.getByRole("heading", { name: "Not a genuine card" })).toBeVisible();
    await shoot(page, "verify-checker-forged");

    // Not a code at all.
    await box.fill("https://example.org/some/page");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(result).toHaveAttribute("data-result", "malformed");

    // The key is kept on the device: with the network gone, the real code still verifies.
    await expect(page.getByText("DiveCert's key is kept on this device: checks work offline.")).toBeVisible();
    await context.setOffline(true);
    await box.fill(code);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(result).toHaveAttribute("data-result", "valid");
    await expect(page.getByText("Signed by DiveCert. Revocation could not be checked without a connection.")).toBeVisible();
    await context.setOffline(false);
  });

  test("the empty checker, and the certification page's wallet section with the same signed code", async ({ page, request }) => {
    await page.goto("/verify");
    await expect(page.getByRole("heading", { level: 1, name: "Check a certification card" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Scan with the camera" })).toBeVisible();
    await expect(page.getByText("DiveCert's key is kept on this device: checks work offline.")).toBeVisible();
    await shoot(page, "verify-checker-empty");

    const { link, cert, token } = await cardCode(request);
    const credential = await request.get(`/api/v1/user/certifications/${cert.id}/credential`, { headers: bearer(token) });
    expect(credential.status()).toBe(200);
    const { jwt, credential: vc } = (await credential.json()).data;
    expect(jwt.split(".")).toHaveLength(3);
    expect(vc.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    const did = await request.get("/.well-known/did.json");
    expect(did.headers()["cache-control"]).toMatch(/public/);
    expect((await did.json()).id).toBe(vc.issuer.id);
    const jwks = await request.get("/.well-known/jwks.json");
    const etag = jwks.headers()["etag"]!;
    expect((await request.get("/.well-known/jwks.json", { headers: { "If-None-Match": etag } })).status()).toBe(304);

    await signIn(page, DEMO.email, DEMO.password, `/certifications/${cert.id}`);
    await expect(page.getByRole("heading", { name: "Verifiable credential" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download the credential (JSON)" })).toHaveAttribute("download", `${cert.number}.credential.json`);
    await expect(page.getByRole("link", { name: "Download the signed credential (JWT)" })).toHaveAttribute("href", /^data:application\/vc\+jwt/);
    const qr = page.getByRole("img", { name: `Signed QR code of certification ${cert.number}` });
    await expect(qr).toHaveAttribute("data-signed-code", decodeURIComponent(new URL(link).hash.slice(1)));
    await shoot(page, "certification-wallet");
  });
});
