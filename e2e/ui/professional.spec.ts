import { expect, test } from "@playwright/test";
import { DEMO, DESKTOP, INSTRUCTOR, newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

// The professional pages as instructor@example.com uses them: students (filter, enrol with an
// inline 422, a student's course with quiz results, "Enable exam" and skill signing) and the
// certifications issued by level. Writes happen on a fresh student enrolled here; the demo
// diver's logs are only read. A diver gets the 403 message.

test.describe("professional pages", () => {
  test.use({ viewport: DESKTOP });

  test("students list, status filter and the demo student's course", async ({ page }) => {
    await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password, "/professional/students");
    await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
    const list = page.getByTestId("student-list");
    const aowd = list.getByRole("listitem").filter({ hasText: "Advanced Open Water Diver" }).filter({ hasText: "Active" }).first();
    await expect(aowd).toBeVisible();
    await expect(aowd.getByRole("progressbar")).toBeVisible();
    await shoot(page, "pro-students");

    await page.getByRole("navigation", { name: "Filter students by status" }).getByRole("link", { name: "Completed" }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByTestId("student-list").getByText("Open Water Diver", { exact: true }).first()).toBeVisible();

    await page.goto("/professional/students?status=active");
    await page.getByTestId("student-list").getByRole("listitem").filter({ hasText: "Advanced Open Water Diver" }).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/professional\/students\/CL-/);
    await expect(page.getByRole("heading", { level: 2, name: "Module quizzes" })).toBeVisible();
    await expect(page.getByTestId("quiz-results").getByText("Passed", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Final exam" })).toBeVisible();
    await expect(page.getByTestId("skills").getByText(/Signed by/).first()).toBeVisible();
    await expect(page.getByText(/Requires a logged dive/).first()).toBeVisible();
    await shoot(page, "pro-student-demo");
  });

  test("enrol a student (inline 422 first), sign a skill and enable the exam", async ({ page, request }) => {
    const student = await newVerifiedDiver(request, "pro-ui", { first_name: "Tomas", last_name: "Pupil", dob: "1990-09-09" });
    await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password, "/professional/students/enrol");
    const who = page.getByLabel("Student's member ID or e-mail");
    await who.fill("ZZ99-999-999");
    await page.getByLabel("Course").selectOption("OWD");
    await page.getByRole("button", { name: "Enrol student" }).click();
    await expect(page.getByText("No diver matches this member id.")).toBeVisible();
    await expect(page.getByLabel("Student's member ID or e-mail")).toHaveAttribute("aria-invalid", "true");
    await shoot(page, "pro-enrol-error");

    await page.getByLabel("Student's member ID or e-mail").fill(student.memberId);
    await page.getByLabel("Course").selectOption("OWD");
    await page.getByRole("button", { name: "Enrol student" }).click();
    await page.waitForURL(/\/professional\/students\/CL-[A-Z0-9]+\?enrolled=1/);
    await expect(page.getByText("Student enrolled")).toBeVisible();
    await expect(page.getByText(student.memberId)).toBeVisible();

    const skills = page.getByTestId("skills").getByRole("checkbox");
    const first = skills.first();
    await expect(first).toBeEnabled();
    await first.check();
    await page.getByRole("button", { name: "Sign selected skills" }).click();
    // The answer carries the student's whole page rendered again (revalidated): on a loaded
    // 2-core machine that took 6 s of the default 10 (CI, three browsers beside the server).
    await expect(page.getByText("1 skill signed.", { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("skills").getByRole("checkbox").first()).toBeDisabled();
    await expect(page.getByTestId("skills").getByText(/Signed by/).first()).toBeVisible();

    await page.getByRole("button", { name: "Enable exam" }).click();
    await expect(page.getByText("You have enabled the exam.", { exact: false })).toBeVisible({ timeout: 20_000 });
    await shoot(page, "pro-student-new");
  });

  test("certifications issued, by level tab", async ({ page }) => {
    await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password, "/professional/certifications");
    await expect(page.getByRole("heading", { level: 1, name: "Issued certifications" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Filter by level" });
    for (const name of ["All", "Diver", "Specialty Diver", "Professional", "Trainer", "Examiner"]) {
      await expect(tabs.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("issued-certifications").getByText("Open Water Diver", { exact: true }).first()).toBeVisible();
    await shoot(page, "pro-certifications-all");

    await tabs.getByRole("link", { name: "Diver", exact: true }).click();
    await expect(page).toHaveURL(/level=diver/);
    await expect(page.getByTestId("issued-certifications").getByText("Open Water Diver", { exact: true }).first()).toBeVisible();
    await tabs.getByRole("link", { name: "Examiner", exact: true }).click();
    await expect(page.getByText("No Examiner certifications issued")).toBeVisible();
    await shoot(page, "pro-certifications-examiner");
  });

  test("a diver is refused with a clear message", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password, "/professional/students");
    await expect(page.getByText("This area is reserved for dive professionals.")).toBeVisible();
    await page.goto("/professional/certifications");
    await expect(page.getByText("This area is reserved for dive professionals.")).toBeVisible();
    await shoot(page, "pro-refused");
  });
});
