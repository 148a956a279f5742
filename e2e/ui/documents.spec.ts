import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { ADMIN, DEMO, screenshots, shoot, signIn } from "@/e2e/support/session";

// The documents page (upload by picker with progress, inline errors from the browser's check
// and from the server, download, delete with confirmation) and the staff review page.

async function pdf(text: string, padTo = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 50, y: 700, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  const bytes = Buffer.from(await doc.save());
  return padTo > bytes.length ? Buffer.concat([bytes, Buffer.from("%"), Buffer.alloc(padTo - bytes.length - 2, "x"), Buffer.from("\n")]) : bytes;
}

const picker = (page: Page) => page.getByLabel("Choose a file");

async function uploadPdf(page: Page, title: string, bytes: Buffer) {
  await picker(page).setInputFiles({ name: `${title}.pdf`, mimeType: "application/pdf", buffer: bytes });
  await expect(page.getByTestId("chosen-file")).toContainText(`${title}.pdf`);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
}

test.describe("documents pages", () => {
  test("a diver uploads with the picker (progress shown), sees inline errors, downloads and deletes", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/documents");
    await page.goto("/documents?kind=medical_certificate");
    await expect(page.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Kind of document")).toHaveValue("medical_certificate");
    await expect(page.getByText("DiveCert Training Standards").first()).toBeVisible();
    await expect(page.getByText("DiveCert Diver Manual").first()).toBeVisible();

    // Checked in the browser: a script renamed .png never leaves it.
    await picker(page).setInputFiles({ name: "run.png", mimeType: "image/png", buffer: Buffer.from("#!/bin/sh\necho hi\n") });
    await expect(page.getByText("The file must be a PDF, JPEG or PNG document.")).toBeVisible();
    await expect(picker(page)).toHaveAttribute("aria-invalid", "true");
    // Looks like a PNG to the browser, but the server cannot decode it: its answer is shown.
    const truncated = (await sharp({ create: { width: 40, height: 30, channels: 3, background: "#08c" } }).png().toBuffer()).subarray(0, 40);
    await picker(page).setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: truncated });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("The image could not be read.").first()).toBeVisible();
    await screenshots(page, "documents-error");

    // A slow link, so the progress bar can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
    const title = `E2E certificate ${randomUUID().slice(0, 6)}`;
    await uploadPdf(page, title, await pdf(title, 1_500_000));
    const bar = page.getByRole("progressbar", { name: "Uploading" });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(page.getByText(`“${title}.pdf” was uploaded.`)).toBeVisible({ timeout: 20_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const item = page.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByText("Waiting for review")).toBeVisible();
    await expect(item.getByText("Medical certificate (physician's approval)")).toBeVisible();
    await shoot(page, "documents");

    const download = page.waitForEvent("download");
    await item.getByRole("link", { name: `Download ${title}` }).click();
    expect((await download).suggestedFilename()).toBe(`${title}.pdf`);

    await item.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(item.getByText(`Delete “${title}”?`)).toBeVisible();
    await item.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  });

  test("staff accept one upload and reject another with a reason", async ({ page, browser }) => {
    const diver = await browser.newPage();
    await signIn(diver, DEMO.email, DEMO.password, "/documents");
    const accepted = `E2E licence ${randomUUID().slice(0, 6)}`;
    const rejected = `E2E insurance ${randomUUID().slice(0, 6)}`;
    for (const title of [accepted, rejected]) {
      await uploadPdf(diver, title, await pdf(title));
      await expect(diver.getByText(`“${title}.pdf” was uploaded.`)).toBeVisible();
    }

    await signIn(page, ADMIN.email, ADMIN.password, "/admin/documents");
    await expect(page.getByRole("heading", { name: "Document review", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Document review" }).first()).toBeVisible();
    const first = page.getByRole("listitem").filter({ hasText: accepted });
    await expect(first.getByRole("link", { name: `Open file (${accepted})` })).toHaveAttribute("href", /\/admin\/documents\/\d+\/file$/);
    await shoot(page, "admin-documents");
    await first.getByRole("button", { name: `Accept ${accepted}` }).click();
    await expect(page.getByRole("listitem").filter({ hasText: accepted })).toHaveCount(0);

    const second = page.getByRole("listitem").filter({ hasText: rejected });
    await second.getByRole("button", { name: `Reject ${rejected}` }).click();
    await second.getByRole("button", { name: "Reject document" }).click();
    await expect(second.getByText("The reason must be at least 3 characters.")).toBeVisible();
    await second.getByLabel("Reason (sent to the diver)").fill("The scan is cut off at the bottom.");
    await second.getByRole("button", { name: "Reject document" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: rejected })).toHaveCount(0);

    await page.getByRole("link", { name: "Rejected", exact: true }).click();
    await expect(page.getByRole("listitem").filter({ hasText: rejected }).getByText("Reason: The scan is cut off at the bottom.")).toBeVisible();

    await diver.reload();
    await expect(diver.getByRole("listitem").filter({ hasText: accepted }).getByText("Accepted", { exact: true })).toBeVisible();
    await expect(diver.getByRole("listitem").filter({ hasText: rejected }).getByText("Rejected", { exact: true })).toBeVisible();
    await diver.close();
  });

  test("a file dropped on the drop zone is checked and chosen like a picked one", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/documents");
    const drop = async (name: string, bytes: number[]) =>
      page.getByTestId("drop-zone").evaluate((zone, { name, bytes }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name));
        zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
      }, { name, bytes });
    await drop("notes.png", [...Buffer.from("<html>hello</html>")]);
    await expect(page.getByText("The file must be a PDF, JPEG or PNG document.")).toBeVisible();
    await drop("dropped.pdf", [...(await pdf("dropped"))]);
    await expect(page.getByTestId("chosen-file")).toContainText("dropped.pdf");
    await expect(page.getByText("The file must be a PDF, JPEG or PNG document.")).toHaveCount(0);
  });

  test("a diver cannot open the review page", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/admin/documents");
    await expect(page.getByText("This page is for DiveCert staff.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Document review" })).toHaveCount(0);
  });
});
