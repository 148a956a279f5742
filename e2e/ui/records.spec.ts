import { expect, test } from "@playwright/test";
import { mailLink } from "@/e2e/support/mailbox";
import { DEMO, DESKTOP, newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

// Diver records in the browser: the medical questionnaire (follow-ups opening in place, inline
// errors, the outcome), signing a form, the guardian's signing page, a certification's results
// and the dashboard summary. Fresh accounts sign; the demo diver is only read.

test.describe("diver records", () => {
  test.use({ viewport: DESKTOP });

  test("medical questionnaire: a yes opens its follow-ups, missing ones are flagged, the outcome asks for a physician", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request, "ui-medical");
    await signIn(page, diver.email, diver.password, "/medical");
    await expect(page.getByRole("heading", { level: 1, name: "Medical questionnaire" })).toBeVisible();
    await expect(page.getByTestId("medical-status")).toHaveText("Medical missing");
    const form = page.getByTestId("medical-form");
    // The questions render together (one React commit): once the first is there, all are.
    await expect(form.locator("ol > li > div > fieldset").first()).toBeVisible();
    for (const q of await form.locator("ol > li > div > fieldset").all()) await q.getByLabel("No").check();
    await form.locator('fieldset[data-question="lungs"]').getByLabel("Yes").check();
    const group = page.getByTestId("group-lungs");
    await expect(group).toBeVisible();
    await expect(group.locator("fieldset").first()).toBeVisible();
    await shoot(page, "medical-open-group");
    await page.getByRole("button", { name: "Submit my answers" }).click();
    await expect(page.getByText("Please answer every question marked below.")).toBeVisible();
    await expect(group.getByText(/must be answered/).first()).toBeVisible();
    for (const q of await group.locator("fieldset").all()) await q.getByLabel("No").check();
    await page.getByRole("button", { name: "Submit my answers" }).click();
    await expect(page.getByTestId("approval-required")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload the physician’s approval" })).toHaveAttribute("href", "/documents?kind=medical_certificate");
    await expect(page.getByTestId("medical-status").first()).toHaveText("Physician approval required");
    await shoot(page, "medical-approval-required");
  });

  test("forms: read, a wrong name is flagged inline, then sign and download the PDF", async ({ page, request }) => {
    const diver = await newVerifiedDiver(request, "ui-forms");
    await signIn(page, diver.email, diver.password, "/forms");
    await expect(page.getByTestId("forms-summary")).toHaveText("0 of 3 forms signed.");
    await shoot(page, "forms-list");
    await page.getByRole("link", { name: "Safe Diving Practices Statement of Understanding" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Safe Diving Practices Statement of Understanding" })).toBeVisible();
    await expect(page.getByTestId("form-text").locator("li").first()).toBeVisible();
    await page.getByLabel("Your full name").fill("Somebody Else");
    await page.getByLabel(/I have read this form/).check();
    await page.getByRole("button", { name: "Sign the form" }).click();
    await expect(page.getByText("The name must be your full name exactly as it is on your account.")).toBeVisible();
    await shoot(page, "form-sign-error");
    await page.getByLabel("Your full name").fill("marina corallo");
    await page.getByLabel(/I have read this form/).check();
    await page.getByRole("button", { name: "Sign the form" }).click();
    await expect(page.getByText(/You signed version 1 on/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toBe("divecert-safe-diving-practices-v1-signed.pdf");
    await shoot(page, "form-signed");
    await page.goto("/dashboard");
    await expect(page.getByTestId("forms-count")).toHaveText("1 of 3 forms signed");
    await shoot(page, "dashboard-records");
  });

  test("the guardian signs a minor's form from the e-mailed link", async ({ page, request }) => {
    const guardianEmail = `ui-guardian-${Date.now()}@example.com`;
    const minor = await newVerifiedDiver(request, "ui-minor", {
      dob: `${new Date().getUTCFullYear() - 14}-06-01`, guardian_first_name: "Paola", guardian_last_name: "Corallo", guardian_email: guardianEmail,
    });
    await signIn(page, minor.email, minor.password, "/forms/liability_release");
    await expect(page.getByText("Divers under 18 cannot sign forms themselves.")).toBeVisible();
    await page.getByRole("button", { name: "Send to my guardian" }).click();
    await expect(page.getByText(/We e-mailed a signing link to your guardian/)).toBeVisible();
    await shoot(page, "form-minor");
    const link = await mailLink(request, guardianEmail, "/guardian-forms/");
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText("For the parent or guardian of Marina Corallo")).toBeVisible();
    await page.getByLabel("Your full name (parent or guardian)").fill("Paola Corallo");
    await page.getByLabel(/I am the parent or legal guardian/).check();
    await page.getByRole("button", { name: "Sign the form" }).click();
    await expect(page.getByText("Thank you: the form is signed. You can close this page.")).toBeVisible();
    await shoot(page, "guardian-signed");
  });

  test("a certification's training results", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/certifications");
    const owd = page.getByTestId("certification").filter({ has: page.getByRole("heading", { name: "Open Water Diver" }) });
    await owd.getByRole("link", { name: /Training results/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Open Water Diver" })).toBeVisible();
    await expect(page.getByTestId("certification-quizzes").getByText("Passed").first()).toBeVisible();
    await expect(page.getByTestId("certification-exam")).toContainText("Passed");
    await expect(page.getByTestId("certification-skills").locator("li").first()).toBeVisible();
    await shoot(page, "certification-results");
  });
});
