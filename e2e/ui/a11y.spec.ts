import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { mailLink } from "../support/mailbox";
import { ADMIN, apiToken, bearer, DEMO, DESKTOP, INSTRUCTOR, newVerifiedDiver, PHONE, signIn } from "../support/session";

// axe-core on every page of the site, signed out and signed in (diver, instructor, admin), at
// desktop and phone width. A serious or critical violation fails the test; the message lists
// every one found, page by page, so one run shows the whole picture.

type Finding = { page: string; width: number; id: string; impact: string; help: string; targets: string[] };

const widths = [DESKTOP, PHONE] as const;

async function audit(page: Page, path: string, findings: Finding[]) {
  for (const size of widths) {
    await page.setViewportSize(size);
    const res = await page.goto(path);
    expect(res?.status(), `${path} answers`).toBeLessThan(500);
    await page.waitForLoadState("networkidle");
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    for (const v of result.violations) {
      if (v.impact !== "serious" && v.impact !== "critical") continue;
      findings.push({ page: path, width: size.width, id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) });
    }
  }
  await page.setViewportSize(DESKTOP);
}

/** As `audit`, with the page loaded once: axe at desktop width, then again after resizing to the phone's. */
async function auditOnce(page: Page, path: string, findings: Finding[]) {
  await page.setViewportSize(DESKTOP);
  const res = await page.goto(path);
  expect(res?.status(), `${path} answers`).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
  for (const size of widths) {
    await page.setViewportSize(size);
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    for (const v of result.violations) {
      if (v.impact !== "serious" && v.impact !== "critical") continue;
      findings.push({ page: path, width: size.width, id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) });
    }
  }
  await page.setViewportSize(DESKTOP);
}

function report(findings: Finding[]) {
  return findings.map((f) => `${f.page} @${f.width}px ${f.impact} ${f.id}: ${f.help} → ${f.targets.join(" | ")}`).join("\n");
}

/** The href of the first link whose path matches, from a listing page. */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  await page.goto(from);
  let href: string | undefined;
  await expect
    .poll(async () => {
      const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      href = hrefs.find((h) => pattern.test(h));
      return href;
    }, { message: `a link matching ${pattern} on ${from}` })
    .toBeTruthy();
  return href!;
}

async function pendingOrder(request: APIRequestContext): Promise<{ email: string; password: string; orderId: number }> {
  const diver = await newVerifiedDiver(request, "a11y");
  const token = await apiToken(request, diver.email, diver.password);
  const list = await request.get("/api/v1/diver/store/courses", { headers: bearer(token) });
  const course = ((await list.json()).data as { code: string }[])[0]!;
  const checkout = await request.post(`/api/v1/diver/store/courses/${course.code}/checkout`, { headers: bearer(token), data: { currency: "USD" } });
  expect(checkout.status(), await checkout.text()).toBeLessThan(300);
  return { email: diver.email, password: diver.password, orderId: (await checkout.json()).data.order_id as number };
}

test.describe("accessibility (axe): no serious or critical violations", () => {
  // Its tests share nothing (each signs in or makes its own data), so they spread over the
  // workers: run one after another they were the suite's critical path (10.7 of its 11.4 minutes).
  test.describe.configure({ mode: "parallel", timeout: 600_000 });

  test("signed-out pages", async ({ page, request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const profile = (await (await request.get("/api/v1/profile", { headers: bearer(token) })).json()).data as { member_id: string };
    const pro = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    const instructorProfile = (await (await request.get("/api/v1/profile", { headers: bearer(pro) })).json()).data as { member_id: string; country: string };
    const findings: Finding[] = [];
    const searchInstructor = `/instructors?member_id=${instructorProfile.member_id}`;
    const instructor = await firstLink(page, searchInstructor, /^\/instructors\/[^/?]+$/);
    const searchCenter = `/dive-centers?country=${instructorProfile.country}`;
    const center = await firstLink(page, searchCenter, /^\/dive-centers\/\d+$/);
    for (const path of [
      "/", "/login", "/register", "/forgot-password", "/reset-password?token=not-a-real-token-123&email=diver%40example.com",
      "/email-verified?result=verified", "/guardian-consent?result=confirmed", "/divers/check", "/instructors", searchInstructor, instructor,
      "/dive-centers", searchCenter, center, `/verify/${profile.member_id}`, "/verify", "/no-such-page",
    ]) await audit(page, path, findings);
    expect(findings, report(findings)).toEqual([]);
  });

  // A diver's pages, one test per area (as the console's below): each audits a handful of pages
  // within its own time. As one test of 33 pages at two widths, a busy CI machine ran it past its
  // ten minutes.
  const diverAreas: [string, (page: Page) => Promise<string[]>][] = [
    ["the dashboard and the profile", async () => [
      "/dashboard", "/profile", "/profile/edit", "/profile/password", "/profile/security", "/profile/delete", "/profile/dive-center", "/profile/sessions", "/profile/data",
    ]],
    ["courses and learning", async (page) => {
      const course = await firstLink(page, "/courses", /^\/courses\/[^/]+$/);
      const module = await firstLink(page, course, /^\/courses\/[^/]+\/modules\/\d+$/);
      const learning = await firstLink(page, "/learn", /^\/learn\/[^/]+$/).catch(() => null);
      return ["/courses", course, `${course}/exam`, module, `${module}/quiz`, "/learn", ...(learning ? [learning] : [])];
    }],
    ["the logbook", async (page) => {
      const dive = await firstLink(page, "/logbook", /^\/logbook\/\d+$/);
      return ["/logbook", "/logbook/new", "/logbook/statistics", dive, `${dive}/edit`, "/awards", "/sync"];
    }],
    ["records and the store", async (page) => {
      const certification = await firstLink(page, "/certifications", /^\/certifications\/\d+$/);
      const form = await firstLink(page, "/forms", /^\/forms\/[^/]+$/);
      const storeCourse = await firstLink(page, "/store", /^\/store\/[^/]+$/);
      return ["/documents", "/certifications", certification, "/forms", form, "/medical", "/recognitions", "/store", storeCourse];
    }],
  ];

  for (const [area, pathsOf] of diverAreas) {
    test(`a diver's pages: ${area}`, async ({ page }) => {
      const findings: Finding[] = [];
      await signIn(page, DEMO.email, DEMO.password);
      for (const path of await pathsOf(page)) await audit(page, path, findings);
      expect(findings, report(findings)).toEqual([]);
    });
  }

  test("an order and its payment page", async ({ page, request }) => {
    const order = await pendingOrder(request);
    const findings: Finding[] = [];
    await signIn(page, order.email, order.password);
    for (const path of [`/orders/${order.orderId}`, `/orders/${order.orderId}/pay`]) await audit(page, path, findings);
    expect(findings, report(findings)).toEqual([]);
  });

  test("an instructor's pages", async ({ page }) => {
    const findings: Finding[] = [];
    await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
    const student = await firstLink(page, "/professional/students", /^\/professional\/students\/(?!enrol)[^/]+$/);
    const classroom = await firstLink(page, "/professional/classrooms", /^\/professional\/classrooms\/\d+$/).catch(() => null);
    const diveLog = await firstLink(page, "/professional/dive-logs", /^\/professional\/dive-logs\/\d+$/).catch(() => null);
    for (const path of [
      "/professional/students", student, "/professional/students/enrol", "/professional/certifications",
      "/professional/classrooms", "/professional/classrooms/new", ...(classroom ? [classroom] : []),
      "/professional/dive-logs", ...(diveLog ? [diveLog] : []), "/professional/renewal", "/professional/store",
    ]) await audit(page, path, findings);
    expect(findings, report(findings)).toEqual([]);
  });

  // Dive centers as accounts (issue 37): the demo instructor owns "Mar de Lava Buceo" (five Open
  // Water seats) and is made a manager of its distributor; the centers' pages, an invitation's
  // page (for another address), the application form, the referral page and the distributor's.
  // Each page is loaded once and audited at both widths (axe again after the resize), and the ids
  // come from the API, so no listing is loaded to find a link.
  test("a dive center's pages", async ({ page, request }) => {
    const token = await apiToken(request, INSTRUCTOR.email, INSTRUCTOR.password);
    const centers = (await (await request.get("/api/v1/centers", { headers: bearer(token) })).json()).data as { id: number; name: string }[];
    const center = centers.find((c) => c.name === "Mar de Lava Buceo");
    expect(center, "the demo instructor owns Mar de Lava Buceo").toBeTruthy();
    const invited = await request.post(`/api/v1/centers/${center!.id}/invitations`, { headers: bearer(token), data: { email: `a11y-${Date.now()}@example.com`, role: "manager" } });
    expect(invited.status(), await invited.text()).toBe(201);
    const to = ((await invited.json()).data as { email: string }).email;
    const invitation = new URL(await mailLink(request, to, "/center-invitations/")).pathname;
    // The center's distributor, with the instructor made one of its managers by staff.
    const distributor = ((await (await request.get(`/api/v1/centers/${center!.id}`, { headers: bearer(token) })).json()).data as { distributor: { id: number } | null }).distributor;
    if (distributor) {
      const admin = await apiToken(request, ADMIN.email, ADMIN.password);
      const added = await request.post(`/api/v1/admin/distributors/${distributor.id}/members`, { headers: bearer(admin), data: { email: INSTRUCTOR.email, role: "manager" } });
      expect([201, 409], await added.text()).toContain(added.status());
    }
    const findings: Finding[] = [];
    await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
    for (const path of [
      "/centers", `/centers/${center!.id}`, `/centers/${center!.id}/members`, `/centers/${center!.id}/students`, `/centers/${center!.id}/seats`,
      `/centers/${center!.id}/settings`, invitation, "/professional/dive-center", "/professional/referrals",
      ...(distributor ? [`/distributors/${distributor.id}`] : []),
    ]) await auditOnce(page, path, findings);
    expect(findings, report(findings)).toEqual([]);
  });

  // The staff console, one test per area: each audits a handful of pages within its own time.
  const consoleAreas: [string, (page: Page, request: APIRequestContext) => Promise<string[]>][] = [
    ["records, jobs and the mailbox", async () => ["/admin/documents", "/admin/recognitions", "/admin/jobs", "/admin/jobs?state=failed", "/dev/mailbox"]],
    ["accounts and the audit log", async (page) => [
      "/admin/users", "/admin/users?q=zzzz-nobody", "/admin/audit-log", "/admin/audit-log?verify=1",
      await firstLink(page, "/admin/users", /^\/admin\/users\/\d+$/),
    ]],
    ["the catalogue", async (page) => ["/admin/courses", await firstLink(page, "/admin/courses", /^\/admin\/courses\/\d+$/)]],
    ["dive centers, distributors and certifications", async (page) => {
      const center = await firstLink(page, "/admin/dive-centers", /^\/admin\/dive-centers\/\d+$/).catch(() => null);
      const distributor = await firstLink(page, "/admin/distributors", /^\/admin\/distributors\/\d+$/).catch(() => null);
      return [
        "/admin/dive-centers", "/admin/dive-centers/new", ...(center ? [center] : []), "/admin/distributors", "/admin/distributors/new",
        "/admin/dive-center-applications",
        ...(distributor ? [distributor] : []), "/admin/certifications", "/admin/certifications?status=revoked", "/admin/certifications/new",
      ];
    }],
    // The orders console: the list, a search with no match, and one order's page.
    ["orders and refunds", async (_page, request) => {
      const { orderId } = await pendingOrder(request);
      return ["/admin/orders", "/admin/orders?q=nobody-at-all&status=refunded", `/admin/orders/${orderId}`];
    }],
  ];

  for (const [area, pathsOf] of consoleAreas) {
    test(`an administrator's pages: ${area}`, async ({ page, request }) => {
      const findings: Finding[] = [];
      await signIn(page, ADMIN.email, ADMIN.password);
      for (const path of await pathsOf(page, request)) await audit(page, path, findings);
      expect(findings, report(findings)).toEqual([]);
    });
  }
});
