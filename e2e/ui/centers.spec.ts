import { expect, test, type Browser, type Page } from "@playwright/test";
import { newCenterOwner, newProfessional, shots1280And390 } from "@/e2e/support/centers";
import { mailLink } from "@/e2e/support/mailbox";
import { newVerifiedDiver, signIn } from "@/e2e/support/session";

// Dive centers as accounts (issue 37), the flow in the browser: the owner of a center
// (a professional whose application staff approved, made through the API) invites an instructor
// by e-mail on the members page; the instructor follows the mailed link and accepts; the owner
// buys three seats on the seats page and pays there (this server has no Stripe keys: the
// emulator's test-mode card form in the page; the Payment Element itself is
// e2e/ui/stripe-element.spec.ts's, on its keyed server); assigns one seat to a diver's e-mail
// with the new instructor; the diver signs in and finds the course on the courses page.
// Screenshots of the dashboard, members and seats pages at 1280 and 390 px.

const OWD = { code: "OWD", name: "Open Water Diver" };

async function asUser(browser: Browser, email: string, password: string, next: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password, next);
  return page;
}

test("a center owner invites an instructor who accepts, buys three seats, assigns one, and the diver sees the course", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const owner = await newCenterOwner(request, "center");
  const instructor = await newProfessional(request, "coach", { first_name: "Ivo", last_name: "Istruttore" });
  const diver = await newVerifiedDiver(request, "seat", { first_name: "Sara", last_name: "Sedile" });

  // The owner's centers, then the dashboard.
  await signIn(page, owner.email, owner.password, "/centers");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: owner.centerName }).click();
  await page.waitForURL(`/centers/${owner.centerId}`);
  await expect(page.getByRole("heading", { level: 1, name: owner.centerName })).toBeVisible();
  await shots1280And390(page, "center-dashboard");

  // Members: invite the instructor by e-mail.
  await page.getByRole("link", { name: "Members", exact: true }).click();
  await page.waitForURL(`/centers/${owner.centerId}/members`);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(instructor.email);
  await page.getByLabel("Role", { exact: true }).selectOption("instructor");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${instructor.email}.` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Invitations waiting for an answer" })).toContainText(instructor.email);

  // The instructor follows the mailed link, signs in and accepts: the team page welcomes him.
  const link = new URL(await mailLink(request, instructor.email, "/center-invitations/"));
  const coach = await asUser(browser, instructor.email, instructor.password, link.pathname);
  await expect(coach.getByRole("heading", { level: 1, name: `Join ${owner.centerName}` })).toBeVisible();
  await coach.getByRole("button", { name: "Accept the invitation" }).click();
  await coach.waitForURL(`/centers/${owner.centerId}/members?joined=1`);
  await expect(coach.getByRole("status").filter({ hasText: `Welcome to the team of ${owner.centerName}.` })).toBeVisible();
  await coach.context().close();

  // Back on the owner's team page the instructor is a member, and no invitation waits.
  await page.reload();
  await expect(page.getByLabel("Role of Ivo Istruttore")).toHaveValue("instructor");
  await expect(page.getByText("No invitation is waiting")).toBeVisible();
  await shots1280And390(page, "center-members");

  // Seats: three Open Water seats, paid on the seats page with the emulator's test card.
  await page.getByRole("link", { name: "Seats", exact: true }).click();
  await page.waitForURL(`/centers/${owner.centerId}/seats`);
  await expect(page.getByRole("heading", { level: 1, name: "E-learning seats" })).toBeVisible();
  const buy = page.locator("form").filter({ has: page.getByRole("button", { name: "Continue to payment" }) });
  await buy.getByLabel("Course").selectOption(OWD.code);
  await buy.getByLabel("Number of seats (1–500)").fill("3");
  await expect(page.getByTestId("seat-amount")).toContainText("VAT of 22% included");
  await buy.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Olivia Ormeggio");
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL(/\/seats\?order=\d+&payment_intent=pi_/);
  await expect(page.getByText(`Payment received: 3 seats of ${OWD.name} added. 3 left.`)).toBeVisible({ timeout: 30_000 });
  const ledger = page.getByRole("table", { name: `Seats of ${owner.centerName} per course` }).getByRole("row").filter({ hasText: OWD.name });
  await expect(ledger).toContainText("3");

  // One seat to the diver's e-mail, taught by the new instructor: enrolled at once.
  const assign = page.locator("form").filter({ has: page.getByRole("button", { name: "Assign the seat" }) });
  await assign.getByLabel("Student's e-mail").fill(diver.email);
  await assign.getByLabel("Instructor").selectOption(instructor.memberId);
  await assign.getByRole("button", { name: "Assign the seat" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${diver.email} is enrolled` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Seats given to students, newest first" })).toContainText(diver.email);
  await shots1280And390(page, "center-seats");

  // The diver finds the course on the courses page.
  const student = await asUser(browser, diver.email, diver.password, "/courses");
  await expect(student.getByRole("link", { name: new RegExp(OWD.name) }).first()).toBeVisible();
  await student.context().close();
});
