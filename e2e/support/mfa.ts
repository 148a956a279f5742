import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { totpCode, totpStep } from "@/lib/auth/mfa/totp";

// The second factor in the browser and API suites (issue 23). Administrators need one for the
// admin routes and pages, so the setup project (e2e/setup/admin-mfa.setup.ts) turns TOTP on for
// the seeded administrator once per run and keeps the secret in a file every worker reads. Codes
// are computed like an authenticator app does. A code works once: when another worker used the
// current step's code, the next step's (still inside the ±1 window) is sent instead.
//
// Workers share the administrator: each of its sign-ins takes the next unused step under a lock
// across workers and sends its code before letting go, in order, so no worker sends a code
// another has used (wrong codes count towards the account's sign-in throttle, decision 0024,
// and several suites starting together would otherwise run into it).

const port = Number(process.env.E2E_PORT ?? 3100);
const secretFile = path.join(os.tmpdir(), `divecert-e2e-admin-totp-${port}.json`);

export function saveAdminSecret(secret: string) {
  writeFileSync(secretFile, JSON.stringify({ secret }), { mode: 0o600 });
}

export function adminSecret(): string {
  expect(existsSync(secretFile), `the setup project writes ${secretFile}`).toBe(true);
  return (JSON.parse(readFileSync(secretFile, "utf8")) as { secret: string }).secret;
}

export const codeAt = (secret: string, steps = 0) => totpCode(secret, Date.now() / 1000 + steps * 30);

const keyOf = (secret: string) => path.join(os.tmpdir(), `divecert-e2e-totp-${createHash("sha256").update(secret).digest("hex").slice(0, 16)}`);

/** Runs `send` holding the secret's lock, with the code of the next step no sign-in has used yet. */
async function withNextCode<T>(secret: string, send: (code: string) => Promise<T>): Promise<T> {
  const base = keyOf(secret);
  const lock = `${base}.lock`;
  await expect
    .poll(() => {
      try {
        closeSync(openSync(lock, "wx"));
        return true;
      } catch {
        // A worker that died holding it: a lock is held for one code's round trip, never a minute.
        try {
          if (Date.now() - statSync(lock).mtimeMs > 60_000) unlinkSync(lock);
        } catch {
          // gone meanwhile
        }
        return false;
      }
    }, { timeout: 120_000, intervals: [25, 50, 100], message: "the TOTP lock" })
    .toBe(true);
  try {
    const last = existsSync(`${base}.step`) ? Number(readFileSync(`${base}.step`, "utf8")) : 0;
    // The next unused step, inside the window (this step or the next): else wait for the clock.
    await expect.poll(() => Math.max(totpStep(), last + 1) <= totpStep() + 1, { timeout: 40_000, message: "a TOTP step nobody used" }).toBe(true);
    const step = Math.max(totpStep(), last + 1);
    writeFileSync(`${base}.step`, String(step));
    return await send(totpCode(secret, step * 30));
  } finally {
    unlinkSync(lock);
  }
}

/** Candidate codes for a sign-in: this step's, the next step's, then (after the clock moved on) the new next step's. */
async function* candidates(secret: string) {
  let step = totpStep();
  yield codeAt(secret, 0);
  yield codeAt(secret, 1);
  // Both were used by other sign-ins in this step: wait for the clock (a real app would too), at
  // most three times (five wrong codes void the sign-in).
  for (let round = 0; round < 3; round++) {
    const seen = step;
    await expect.poll(() => totpStep(), { timeout: 40_000, message: "the next TOTP step" }).toBeGreaterThan(seen);
    step = totpStep();
    yield codeAt(secret, 1);
  }
}

/** POST /auth/mfa/verify with codes of `secret` until one is accepted; the token pair. */
export async function finishMfaApi(request: APIRequestContext, mfaToken: string, secret: string) {
  const first = await withNextCode(secret, (code) => request.post("/api/v1/auth/mfa/verify", { data: { mfa_token: mfaToken, code } }));
  if (first.status() === 200) return (await first.json()).data as { access_token: string; refresh_token: string };
  // A code used outside these helpers (a test's own): the codes around the clock, as before.
  for await (const code of candidates(secret)) {
    const res = await request.post("/api/v1/auth/mfa/verify", { data: { mfa_token: mfaToken, code } });
    if (res.status() === 200) return (await res.json()).data as { access_token: string; refresh_token: string };
    expect(res.status(), await res.text()).toBe(422);
  }
  throw new Error("no TOTP code was accepted");
}

/** The login page's code step: fills codes of `secret` until the page moves on to `next`. */
export async function finishMfaPage(page: Page, secret: string, next: string) {
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  let taken = await withNextCode(secret, (code) => submitCode(page, code));
  // A code used outside these helpers (a test's own): the codes around the clock, as before.
  if (!taken) {
    for await (const code of candidates(secret)) if ((taken = await submitCode(page, code))) break;
  }
  if (!taken) throw new Error("no TOTP code was accepted");
  await page.waitForURL((u) => u.pathname === next);
}

/** Sends one code on the login page's code step: whether it was taken. */
async function submitCode(page: Page, code: string): Promise<boolean> {
  await page.getByLabel("Authentication code").fill(code);
  // next-auth's credentials callback says whether the code was taken (an `error` in its URL).
  const [answer] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === "/api/auth/callback/credentials"),
    page.getByRole("button", { name: "Verify", exact: true }).click(),
  ]);
  // A taken code sends the page on at once, and the answer's body goes with it.
  const body = await answer.text().catch(() => null);
  const url = body ? String((JSON.parse(body) as { url?: string }).url ?? "") : "";
  if (!new URL(url, page.url()).searchParams.has("error")) return true;
  await expect(page.getByText("The code is invalid.")).toBeVisible();
  return false;
}
