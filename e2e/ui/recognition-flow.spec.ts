import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, apiToken, bearer, DESKTOP, newVerifiedDiver, PHONE, signIn } from "@/e2e/support/session";

// The whole recognition walk-through in the browser: a freshly registered diver uploads a
// picture of another agency's card as a `license` document and asks for recognition; an
// administrator opens the card from the queue and approves with an equivalent course; the
// diver then sees the decision and the new certification, which has no online exam behind it.

/** A small PNG "card" of another agency (what a phone photo of the card stands for). */
async function cardPicture(number: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="506" height="319">
    <rect width="506" height="319" rx="18" fill="#0b4f8a"/>
    <text x="24" y="56" font-family="sans-serif" font-size="30" fill="#fff">OTHER AGENCY</text>
    <text x="24" y="120" font-family="sans-serif" font-size="22" fill="#fff">Open Water Diver</text>
    <text x="24" y="160" font-family="monospace" font-size="20" fill="#cde">No. ${number}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.describe("recognition walk-through", () => {
  test.use({ viewport: DESKTOP });

  test("a diver's card from another agency is recognised by an administrator as a DiveCert certification", async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const diver = await newVerifiedDiver(request, "flow");
    const tag = randomUUID().slice(0, 6);
    const title = `Other agency card ${tag}`;
    const fileName = `card-${tag}.png`;
    const number = `OA-${tag.toUpperCase()}`;
    const picture = await cardPicture(number);

    const shoot = async (p: typeof page, name: string) => {
      for (const [size, viewport] of [["1280", DESKTOP], ["375", PHONE]] as const) {
        await p.setViewportSize(viewport);
        await expect.poll(() => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${name} scrolls sideways at ${size}px` }).toBeLessThanOrEqual(0);
        await p.screenshot({ path: testInfo.outputPath(`${name}-${size}.jpg`), fullPage: true });
      }
      await p.setViewportSize(DESKTOP);
    };

    // 1. The diver uploads the card with the file picker, as a licence from another agency.
    await signIn(page, diver.email, diver.password, "/recognitions");
    await page.getByRole("link", { name: "Upload a picture of your card" }).click();
    await expect(page).toHaveURL(/\/documents\?kind=license$/);
    await expect(page.getByLabel("Kind of document")).toHaveValue("license");
    await page.getByLabel("Choose a file").setInputFiles({ name: fileName, mimeType: "image/png", buffer: picture });
    await expect(page.getByTestId("chosen-file")).toContainText(fileName);
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText(`“${fileName}” was uploaded.`)).toBeVisible({ timeout: 20_000 });
    const uploaded = page.getByRole("listitem").filter({ hasText: title });
    await expect(uploaded.getByText("Licence from another agency")).toBeVisible();

    // 2. The request, choosing that document as the card.
    await page.goto("/recognitions");
    const card = page.getByLabel("Card (license document)");
    await card.selectOption({ label: `${title} · ${fileName}` });
    await page.getByLabel("Agency").fill("Other Agency");
    await page.getByLabel("Certification", { exact: true }).fill("Open Water Diver");
    await page.getByLabel("Level").selectOption("diver");
    await page.getByLabel("Certification number").fill(number);
    await page.getByLabel("Issued on").fill("2021-06-30");
    await page.getByRole("button", { name: "Ask for recognition" }).click();
    await expect(page.getByText("Request sent. We will e-mail you when staff have decided.")).toBeVisible();
    const mine = page.getByRole("listitem").filter({ hasText: number });
    await expect(mine.getByRole("heading", { name: "Other Agency · Open Water Diver" })).toBeVisible();
    await expect(mine.getByText("pending", { exact: true })).toBeVisible();
    // The requester opens their own card through their own door.
    const ownLink = mine.getByRole("link", { name: new RegExp(title) });
    await expect(ownLink).toHaveAttribute("href", /^\/documents\/\d+\/file$/);
    const ownHref = await ownLink.getAttribute("href");
    const own = await page.request.get(ownHref!);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("image/png");
    await shoot(page, "recognitions-pending");

    // 3. The administrator opens the card from the queue and approves with an equivalent course.
    const staffContext = await browser.newContext({ viewport: DESKTOP });
    const admin = await staffContext.newPage();
    await signIn(admin, ADMIN.email, ADMIN.password, "/admin/recognitions");
    await expect(admin.getByRole("heading", { level: 1, name: "Recognition queue" })).toBeVisible();
    await expect(admin.getByRole("link", { name: "Recognition queue" }).first()).toHaveAttribute("href", "/admin/recognitions");
    const queued = admin.getByRole("listitem").filter({ hasText: number });
    await expect(queued.getByText(diver.memberId)).toBeVisible();
    await expect(queued.getByText(diver.email)).toBeVisible();
    const cardLink = queued.getByRole("link", { name: new RegExp(title) });
    await expect(cardLink).toHaveAttribute("href", ownHref!.replace(/^\/documents/, "/admin/documents"));
    const href = await cardLink.getAttribute("href");
    const file = await admin.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    const bytes = await file.body();
    expect((await sharp(bytes).metadata()).width).toBe(506);
    await shoot(admin, "admin-recognitions-pending");

    // Approving without a course is refused beside the select.
    await queued.getByRole("button", { name: "Approve and issue" }).click();
    await expect(queued.getByText("Choose the equivalent course.")).toBeVisible();
    await queued.getByLabel("Equivalent course").selectOption("OWD");
    await queued.getByRole("button", { name: "Approve and issue" }).click();
    await admin.waitForURL(/approved=DC-\d{4}-\d{6}/);
    const certNumber = new URL(admin.url()).searchParams.get("approved")!;
    await expect(admin.getByText(`Approved: certification ${certNumber} was issued`)).toBeVisible();
    await expect(admin.getByRole("listitem").filter({ hasText: number })).toHaveCount(0);
    await admin.getByRole("navigation", { name: "Filter requests by status" }).getByRole("link", { name: "Approved" }).click();
    const decided = admin.getByRole("listitem").filter({ hasText: number });
    await expect(decided.getByText("approved", { exact: true })).toBeVisible();
    await expect(decided.getByText(`card ${certNumber}`)).toBeVisible();
    await shoot(admin, "admin-recognitions-approved");
    await staffContext.close();

    // 4. The diver sees the decision, the certification and its training page without an exam.
    await page.reload();
    const approved = page.getByRole("listitem").filter({ hasText: number });
    await expect(approved.getByText("approved", { exact: true })).toBeVisible();
    await expect(approved.getByText("Open Water Diver").last()).toBeVisible();
    await expect(approved.getByRole("link", { name: `card ${certNumber}` })).toBeVisible();
    await shoot(page, "recognitions-approved");

    await page.goto("/certifications");
    const cert = page.getByTestId("certification").filter({ hasText: certNumber });
    await expect(cert.getByRole("heading", { name: "Open Water Diver" })).toBeVisible();
    await expect(cert.getByTestId("certification-card-image")).toBeVisible();
    await cert.getByRole("link", { name: /Training results/ }).click();
    await expect(page).toHaveURL(/\/certifications\/\d+$/);
    const certId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByRole("heading", { level: 1, name: "Open Water Diver" })).toBeVisible();
    await expect(page.getByText(certNumber)).toBeVisible();
    await expect(page.getByTestId("certification-exam")).toHaveText("No online exam result: this certification was issued without an online exam.");
    await expect(page.getByText("No skill records for this certification.")).toBeVisible();
    await shoot(page, "certification-recognised");

    // 5. The same through the API: the recognised certification has no exam result.
    const token = await apiToken(request, diver.email, diver.password);
    const list = await request.get("/api/v1/diver/certifications", { headers: bearer(token) });
    expect(list.status()).toBe(200);
    const listed = ((await list.json()).data as { id: number; number: string; instructor: unknown }[]).find((c) => c.number === certNumber);
    expect(listed).toMatchObject({ id: certId, instructor: null });
    const exam = await request.get(`/api/v1/diver/certifications/${certId}/exam-result`, { headers: bearer(token) });
    expect(exam.status(), await exam.text()).toBe(200);
    expect((await exam.json()).data).toBeNull();
  });
});
