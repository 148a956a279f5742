import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from "@playwright/test";
import { missingFromCache } from "@/e2e/support/kept-cache";
import { ADMIN, apiToken, bearer, newVerifiedDiver } from "@/e2e/support/session";
import { seriesPlan, uddfFile } from "@/tests/support/dive-files";

// The offline web app's end-to-end helpers (issue 38, decision 0049): a fresh diver with what the
// device keeps (a few dives, one with a dive computer's profile, a certification, an active course
// log with quizzes), waiting until the service worker has kept the account's pages, and reading
// the device's caches and IndexedDB from a page.

const EMULATOR_SECRET_KEY = "sk_test_divecert_emulator";

export type OfflineDiver = {
  email: string;
  password: string;
  id: number;
  token: string;
  /** Dive sites, each unique to this diver: the profile dive's first. */
  sites: string[];
  /** The dive imported from a dive computer (its page has the profile chart). */
  profileDiveId: number;
  certificationId: number;
  /** An active course log (bought in the store through the Stripe emulator) and its first module. */
  logCode: string;
  moduleId: number;
  moduleTitle: string;
};

async function data<T>(res: APIResponse, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A verified diver (profile language `language`) with `dives` dives: the first imported from a
 * UDDF file (samples: the profile chart), the others logged by hand; an Open Water Diver
 * certification issued by staff and an active Advanced Open Water course log paid in the store.
 */
export async function newOfflineDiver(request: APIRequestContext, o: { prefix: string; language?: string; dives?: number }): Promise<OfflineDiver> {
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const person = await newVerifiedDiver(request, o.prefix, { default_language: o.language ?? "en" }, admin);
  const token = await apiToken(request, person.email, person.password);
  const tag = randomUUID().slice(0, 8);
  const sites = Array.from({ length: Math.max(1, o.dives ?? 2) }, (_, i) => `${i === 0 ? "Profile" : "Reef"} ${tag} ${i + 1}`);

  // The dive computer's dive, at its own site.
  const file = uddfFile({ plans: [seriesPlan(0, 10)] }).replace("<name>Blue Hole</name>", `<name>${sites[0]}</name>`);
  const imported = await data<{ imported: number; dives?: { id: number }[] }>(
    await request.post("/api/v1/diver/dive-logs/import", { headers: bearer(token), multipart: { file: { name: "computer.uddf", mimeType: "application/xml", buffer: Buffer.from(file) } } }),
  );
  expect(imported.imported).toBe(1);
  for (const [i, site] of sites.slice(1).entries()) {
    await data(
      await request.post("/api/v1/diver/dive-logs", {
        headers: bearer(token),
        data: { date: `2026-0${(i % 8) + 1}-1${i % 10}`, dive_time: 40 + i, max_depth: 14 + i, average_depth: 9, depth_unit: "m", gas: "air", location: site, country: "IT" },
      }),
      201,
    );
  }
  const listed = await data<{ data: { id: number; location: string | null }[] }>(await request.get("/api/v1/diver/dive-logs?per_page=50", { headers: bearer(token) }));
  const profileDive = listed.data.find((d) => d.location === sites[0]);
  expect(profileDive, "the imported dive is in the logbook").toBeTruthy();

  // The certification: Open Water Diver, by hand (staff).
  const courses = await data<{ data: { id: number; code: string }[] }>(await request.get("/api/v1/admin/courses?q=OWD&per_page=20", { headers: bearer(admin) }));
  const owd = courses.data.find((c) => c.code === "OWD");
  expect(owd, "the demo catalogue has OWD").toBeTruthy();
  const certification = await data<{ id: number }>(
    await request.post("/api/v1/admin/certifications", {
      headers: bearer(admin),
      data: { user: person.id, course: owd!.id, issued_on: new Date().toISOString().slice(0, 10), reason: "e2e: a certification for the offline suite" },
    }),
    201,
  );

  // An active course log: Advanced Open Water, bought through the built-in Stripe emulator.
  const intent = await data<{ order_id: number; payment_intent_id: string }>(
    await request.post("/api/v1/diver/store/courses/AOWD/checkout", { headers: bearer(token), data: { currency: "USD" } }),
  );
  const paid = await request.post(`/v1/payment_intents/${intent.payment_intent_id}/confirm`, { headers: { Authorization: `Bearer ${EMULATOR_SECRET_KEY}` }, form: { payment_method: "pm_card_visa" } });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await data<{ course_log_code: string }>(
    await request.post(`/api/v1/diver/store/orders/${intent.order_id}/confirm`, { headers: bearer(token), data: { payment_intent_id: intent.payment_intent_id } }),
  );
  const log = await data<{ modules: { id: number; title: string }[] }>(await request.get(`/api/v1/diver/courses/${confirmed.course_log_code}`, { headers: bearer(token) }));
  const module = log.modules[0];
  expect(module, "AOWD has modules").toBeTruthy();

  return {
    email: person.email,
    password: person.password,
    id: person.id,
    token,
    sites,
    profileDiveId: profileDive!.id,
    certificationId: certification.id,
    logCode: confirmed.course_log_code,
    moduleId: module!.id,
    moduleTitle: module!.title,
  };
}

/** The diver's dives on the server with this site (through the API, never the device). */
export async function divesAt(request: APIRequestContext, token: string, site: string): Promise<{ id: number; uuid: string }[]> {
  const listed = await data<{ data: { id: number; uuid: string; location: string | null }[] }>(await request.get("/api/v1/diver/dive-logs?per_page=100", { headers: bearer(token) }));
  return listed.data.filter((d) => d.location === site);
}

export type KeepEntry = { url: string; kind: "page" | "image"; version: string };

/** The keep list of the session signed in in this page's context (GET /offline/keep). */
export async function keepList(page: Page): Promise<{ account: string; entries: KeepEntry[] }> {
  const res = await page.request.get("/offline/keep", { headers: { accept: "application/json" } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { account: string; entries: KeepEntry[] };
}

/** The account key the page's own HTML names (<meta name="divecert-account">). */
export const pageAccount = (page: Page) => page.locator('meta[name="divecert-account"]').getAttribute("content");

/**
 * Waits until the service worker is active and has kept every entry of the account's keep
 * list in the account's cache (the keep run the page asked for on load). Returns the list. The
 * bound is the server's: a keep run renders every kept page (about 25 here, two at a time), which
 * takes 3–4 s on an idle machine, 10–20 s beside two other test workers on two cores, and up to
 * 50 s for the suite's first diver (every route's first render on a cold server).
 */
export async function waitUntilKept(page: Page, timeout = 90_000): Promise<{ account: string; entries: KeepEntry[] }> {
  // The registration's worker active: the next navigations are its. (The page that registered it
  // is claimed too, but that is not what the offline steps need, and it is not waited for.)
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none"), { message: "the service worker is active", timeout })
    .toBe("activated");
  const list = await keepList(page);
  expect(list.entries.length, "the keep list names pages").toBeGreaterThan(0);
  await expect
    .poll(() => missingFromCache(page, list.account, list.entries.map((e) => e.url)), { message: "every kept entry is in the account's cache", timeout })
    .toEqual([]);
  return list;
}

/** The names of this origin's caches (CacheStorage), from a page of the origin. */
export const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Rows of the device database (IndexedDB "divecert") that name `account`, per table. */
export async function deviceRows(page: Page, account: string): Promise<Record<string, number>> {
  return page.evaluate(async (account) => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === "divecert")) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("divecert");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const out: Record<string, number> = {};
      for (const table of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(table, "readonly").objectStore(table).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        // Settings rows name the account in their key or value (the worker's current account, its last keep).
        out[table] = rows.filter((row) => JSON.stringify(row).includes(account)).length;
      }
      return out;
    } finally {
      db.close();
    }
  }, account);
}

/**
 * Cuts the network for the pages AND the service worker. Playwright (1.65) applies
 * `context.setOffline` to service workers too when they are allowed (its CRServiceWorker network
 * manager emulates the condition on the worker's own session), so the worker's `fetch` fails as on
 * a phone without a signal; checked by `expectWorkerOffline` in the spec, not assumed.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext) {
  await context.setOffline(false);
}

/** The service worker's own view of the network: a fetch from the worker to the app's health route. */
export async function workerFetchSucceeds(context: BrowserContext): Promise<boolean> {
  const [worker] = context.serviceWorkers();
  expect(worker, "a service worker runs in the context").toBeTruthy();
  return worker!.evaluate(async () => {
    try {
      const res = await fetch("/api/v1/health", { cache: "no-store" });
      return res.status > 0;
    } catch {
      return false;
    }
  });
}
