import { randomUUID } from "node:crypto";
import { createTranslator } from "next-intl";
import { beforeEach, expect } from "vitest";
import type { SessionUser } from "@/lib/auth/browser/current-user";
import { permissionsOf } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db/client";
import { catalogues } from "@/lib/i18n/messages";
import type { CreatedUser } from "@/tests/support/factories";

// The request scope of a page's server action, for tests that call actions as Next would: who is
// signed in, the request's headers and cookies, revalidation a no-op, translations in English.
// A test file replaces the modules with these (vi.mock is per file and hoisted):
//
//   vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
//   vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
//   vi.mock("next/cache", async (original) => (await import("@/tests/support/page-scope")).cacheModule(await original()));
//   vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

export const BROWSER_HEADERS = { "user-agent": "vitest", host: "localhost:3000" } as const;

export const scope = {
  user: null as SessionUser | null,
  headers: { ...BROWSER_HEADERS } as Record<string, string>,
  cookies: new Map<string, string>(),
  /** Signed out, a browser's usual headers, no cookies. */
  reset() {
    scope.user = null;
    scope.headers = { ...BROWSER_HEADERS };
    scope.cookies.clear();
  },
};

export const sessionModule = <M extends object>(original: M) => ({
  ...original,
  getSessionUser: async () => scope.user,
  requireSessionUser: async () => {
    if (!scope.user) throw new Error("signed out");
    return scope.user;
  },
});

export const headersModule = {
  headers: async () => new Headers(scope.headers),
  cookies: async () => ({
    get: (name: string) => (scope.cookies.has(name) ? { name, value: scope.cookies.get(name)! } : undefined),
    set: (name: string, value: string) => scope.cookies.set(name, value),
  }),
};

export const cacheModule = <M extends object>(original: M) => ({ ...original, revalidatePath: () => undefined, refresh: () => undefined });

export const intlModule = <M extends object>(original: M) => ({
  ...original,
  getTranslations: async (namespace: string) => createTranslator({ locale: "en", messages: catalogues.en, namespace: namespace as never }),
});

/** The browser session of an account, as lib/auth/browser/current-user.ts would read it. */
export async function sessionOf(who: CreatedUser | { user: { id: number } }, extra: Partial<SessionUser> = {}): Promise<SessionUser> {
  const db = await getDb();
  const row = await db.user.findUniqueOrThrow({ where: { id: who.user.id }, select: { id: true, role: true, permissions: true, email: true } });
  return { id: row.id, role: row.role, permissions: permissionsOf(row.role, row.permissions), email: row.email, isProfessional: false, name: "Test", language: "en", sessionId: randomUUID(), isCenterMember: false, ...extra };
}

/** Each test starts signed out, with a browser's headers from `forwardedFor` (a file's own rate-limit bucket). */
export function freshScopeEach(forwardedFor: string) {
  beforeEach(() => {
    scope.reset();
    scope.headers["x-forwarded-for"] = forwardedFor;
  });
}

/** A submitted form's fields, as an action receives them. */
export const formOf = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

/** What an action throws when it redirects to `path` (Next's redirect error; the path may carry a query). */
export const redirectTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(`;${path}`) });
