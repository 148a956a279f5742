import { enrolTotp, type EnrolledTotp } from "@/tests/support/mfa";
import { hashPassword } from "@/lib/auth/password";
import { issueTokenPair } from "@/lib/auth/sessions/issue-token-pair";
import { dateOnly, todayUtc } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { extractLinks } from "@/lib/mail/links";
import { mailsSettled } from "@/lib/mail/send-mail";
import type { AccountStatus, ProfessionalStatus } from "@/generated/prisma/enums";
import type { Permission } from "@/lib/auth/permissions";

// Small factories: each test makes the data it needs, nothing depends on test order.

export const DEFAULT_PASSWORD = "Reef-Diver-2026";

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A unique e-mail address for this run. */
export const uniqueEmail = (prefix = "diver") => `${prefix}.${next()}@example.com`;

const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

let memberSeq = 0;
const memberId = (country: string) => {
  memberSeq += 1;
  const n = (process.pid * 1000 + memberSeq) % 100_000_000;
  const digits = String(n).padStart(8, "0");
  return `${country}${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5, 8)}`;
};

export type DiveCenterOptions = { name?: string; country?: string; active?: boolean; distributor?: boolean | string };
export type CreatedDiveCenter = { id: number; name: string; country: string; distributorId: number | null; distributorName: string | null };

export async function createDiveCenter(options: DiveCenterOptions = {}): Promise<CreatedDiveCenter> {
  const db = await getDb();
  const country = options.country ?? "IT";
  let distributor: { id: number; name: string } | null = null;
  if (options.distributor) {
    const name = typeof options.distributor === "string" ? options.distributor : `Distributor ${next()}`;
    distributor = await db.distributor.create({ data: { name, country }, select: { id: true, name: true } });
  }
  const center = await db.diveCenter.create({
    data: { name: options.name ?? `Dive Center ${next()}`, country, city: "Genova", active: options.active ?? true, distributorId: distributor?.id ?? null },
    select: { id: true, name: true, country: true, distributorId: true },
  });
  return { ...center, distributorName: distributor?.name ?? null };
}

export type UserOptions = {
  email?: string;
  password?: string;
  /** E-mail verified (default true). */
  verified?: boolean;
  status?: AccountStatus;
  statusReason?: string;
  suspensionDays?: number;
  restoreDate?: string;
  restoreStatus?: AccountStatus;
  /** A professional: membership plus an instructor-level qualification. */
  professional?: boolean | { status?: ProfessionalStatus | null; jobCountry?: string; statusReason?: string; renewalDate?: string; expireDate?: string };
  /** Under 18, with a guardian. */
  minor?: boolean;
  guardianAccepted?: boolean;
  diveCenter?: CreatedDiveCenter | boolean;
  country?: string;
  firstName?: string;
  lastName?: string;
  defaultLanguage?: string | null;
  role?: "diver" | "staff" | "admin";
  /** A staff account's permissions (lib/auth/permissions.ts). */
  permissions?: Permission[];
  /** TOTP on (issue 23): staff and administrators need a second factor for the /admin routes. */
  totp?: boolean;
  /** Skip the token pair (e.g. when the test logs in itself). */
  withToken?: boolean;
};

export type CreatedUser = {
  user: { id: number; email: string; memberId: string };
  /** Access token of a fresh session (login equivalent). */
  token: string;
  refreshToken: string;
  password: string;
  /** With `totp: true`: the secret and recovery codes (tests/support/mfa.ts computes codes). */
  totp?: EnrolledTotp;
};

export async function createUser(options: UserOptions = {}): Promise<CreatedUser> {
  const db = await getDb();
  const password = options.password ?? DEFAULT_PASSWORD;
  const country = options.country ?? "IT";
  const center = options.diveCenter === true ? await createDiveCenter({ distributor: true }) : options.diveCenter || null;
  const today = todayUtc();
  const adultDob = "1990-04-12";
  const minorDob = `${new Date().getUTCFullYear() - 15}-01-10`;
  const pro = options.professional === true ? {} : options.professional || null;
  const user = await db.user.create({
    data: {
      memberId: memberId(country),
      email: options.email ?? uniqueEmail(),
      passwordHash: await hashOf(password),
      role: options.role ?? "diver",
      permissions: options.permissions ?? [],
      firstName: options.firstName ?? "Marta",
      lastName: options.lastName ?? "Rossi",
      country,
      nationality: country,
      dob: dateOnly(options.minor ? minorDob : adultDob),
      defaultLanguage: options.defaultLanguage === undefined ? "en" : options.defaultLanguage,
      termsAt: today,
      gdprAt: today,
      policyAcceptedAt: today,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      status: options.status ?? "active",
      statusReason: options.statusReason ?? null,
      suspensionDays: options.suspensionDays ?? null,
      restoreDate: options.restoreDate ? dateOnly(options.restoreDate) : null,
      restoreStatus: options.restoreStatus ?? null,
      ...(options.minor
        ? {
            guardianFirstName: "Paolo",
            guardianLastName: "Rossi",
            guardianEmail: uniqueEmail("guardian"),
            guardianAcceptedAt: options.guardianAccepted ? new Date() : null,
          }
        : {}),
      ...(center
        ? {
            diveCenterId: center.id,
            diveCenterDate: today,
            ...(center.distributorId ? { distributorId: center.distributorId, distributorDate: today } : {}),
          }
        : {}),
      ...(pro
        ? {
            qualification: "Scuba Instructor",
            qualificationLevel: "professional" as const,
            professional: {
              create: {
                jobCountry: pro.jobCountry ?? country,
                status: pro.status === undefined ? "active" : pro.status,
                statusReason: pro.statusReason ?? "",
                renewalDate: dateOnly(pro.renewalDate ?? "2026-01-15"),
                expireDate: dateOnly(pro.expireDate ?? "2027-01-31"),
              },
            },
          }
        : {}),
    },
    select: { id: true, email: true, memberId: true },
  });
  const totp = options.totp ? await enrolTotp(user.id) : undefined;
  if (options.withToken === false) return { user, token: "", refreshToken: "", password, totp };
  const pair = await issueTokenPair(user.id);
  return { user, token: pair.access_token, refreshToken: pair.refresh_token, password, totp };
}

/** Another session (as from a second device) for an existing user. */
export async function newSession(userId: number) {
  const pair = await issueTokenPair(userId);
  return { token: pair.access_token, refreshToken: pair.refresh_token };
}

// ---- Mail: every message is recorded in outbox_emails, so links are read from there.

export type OutboxRow = { id: number; to: string; subject: string; kind: string; text: string; html: string | null };

export async function mailsTo(to: string, kind?: string): Promise<OutboxRow[]> {
  const db = await getDb();
  return db.outboxEmail.findMany({
    where: { to, ...(kind ? { kind } : {}) },
    orderBy: { id: "asc" },
    select: { id: true, to: true, subject: true, kind: true, text: true, html: true },
  });
}

/** Some mails are sent after the answer (password reset); poll the outbox for them. */
export async function waitForMail(to: string, kind: string, options: { count?: number; timeoutMs?: number } = {}): Promise<OutboxRow> {
  const count = options.count ?? 1;
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    await mailsSettled();
    const rows = await mailsTo(to, kind);
    if (rows.length >= count) return rows[rows.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail #${count} to ${to} (found ${rows.length})`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until every mail started so far (some are sent after the answer) has landed, so a
 * test can then prove that none was sent to an address. */
export { mailsSettled };

/** The first link of a mail that contains `fragment`. */
export function linkIn(mail: { text: string }, fragment: string): string {
  const link = extractLinks(mail.text).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in: ${mail.text}`);
  return link;
}

/** A signed link's path (with query) and its route params, ready for `call`. */
export function signedLinkTarget(link: string): { path: string; params: { id: string; hash: string } } {
  const url = new URL(link);
  const m = /\/(\d+)\/([a-f0-9]+)$/.exec(url.pathname);
  if (!m) throw new Error(`not a signed link: ${link}`);
  return { path: `${url.pathname}${url.search}`, params: { id: m[1]!, hash: m[2]! } };
}
