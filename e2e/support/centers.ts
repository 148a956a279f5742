import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, apiToken, bearer, DESKTOP, newVerifiedDiver } from "@/e2e/support/session";

// Dive centers as accounts (issue 37): a fresh professional, and a fresh center with that
// professional as its owner, made the way people make them (a certification issued by staff, an
// application approved by staff), so a spec's center is its own and the demo data stays as seeded.

export const PHONE_390 = { width: 390, height: 844 };

/** A verified diver made a professional: staff issue a professional-level certification by hand. */
export async function newProfessional(request: APIRequestContext, prefix: string, profile: Record<string, unknown> = {}) {
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const person = await newVerifiedDiver(request, prefix, profile, admin);
  const list = await request.get("/api/v1/admin/courses?level=professional&per_page=1", { headers: bearer(admin) });
  expect(list.status(), await list.text()).toBe(200);
  const course = ((await list.json()).data.data as { id: number }[])[0];
  expect(course, "the demo catalogue has a professional-level course").toBeTruthy();
  const issued = await request.post("/api/v1/admin/certifications", {
    headers: bearer(admin),
    data: { user: person.id, course: course!.id, issued_on: new Date().toISOString().slice(0, 10), reason: "e2e: a professional for the dive-center suites" },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  return person;
}

/** A professional who applied for a center that staff approved: the owner, a token, the center. */
export async function newCenterOwner(request: APIRequestContext, prefix: string, center: Record<string, unknown> = {}) {
  const owner = await newProfessional(request, prefix, { first_name: "Olivia", last_name: "Ormeggio" });
  const token = await apiToken(request, owner.email, owner.password);
  const name = `E2E ${prefix} ${owner.email.slice(prefix.length + 1, prefix.length + 9)} Diving`;
  const applied = await request.post("/api/v1/dive-centers/applications", { headers: bearer(token), data: { name, country: "IT", city: "Genova", ...center } });
  expect(applied.status(), await applied.text()).toBe(201);
  const application = (await applied.json()).data as { id: number; status: string };
  expect(application.status).toBe("pending");
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const approved = await request.post(`/api/v1/admin/dive-center-applications/${application.id}/approve`, { headers: bearer(admin) });
  expect(approved.status(), await approved.text()).toBe(200);
  const centerId = ((await approved.json()).data as { id: number }).id;
  return { ...owner, token, centerId, centerName: name };
}

/** Full-page screenshots at 1280 and at 390 px (nothing may scroll sideways on the phone). */
export async function shots1280And390(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.jpg`), fullPage: true });
  await page.setViewportSize(PHONE_390);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${name} scrolls sideways at 390px` }).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.jpg`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}
