import { enrolTotp } from "@/tests/support/mfa";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/api/v1/dev/mailbox/route";
import { signAccessToken } from "@/lib/auth/jwt";
import { getDb } from "@/lib/db/client";
import { env, setEnvForTests, type Env } from "@/lib/env";
import { deleteOldOutbox } from "@/lib/mail/outbox";
import { stopJobQueue } from "@/lib/jobs/boss";
import { deliverOutboxEmail } from "@/lib/mail/deliver-outbox-email";
import { sendMail } from "@/lib/mail/send-mail";
import { verifyEmailMail } from "@/lib/mail/templates";
import { startTestSmtp, type TestSmtp } from "@/tests/support/smtp";

// Real SMTP round trips against a local smtp-server, and the outbox as the audit trail.

let smtp: TestSmtp;
let base: Env;
// Derived from the settings setup-integration.ts installed, so the two never drift apart.
const useSettings = (changes: Partial<Env>) => setEnvForTests({ ...base, ...changes });

beforeAll(async () => {
  base = env();
  smtp = await startTestSmtp();
});

afterEach(() => {
  vi.restoreAllMocks();
  setEnvForTests(base);
});

afterAll(async () => {
  await stopJobQueue(1_000);
  setEnvForTests(base);
  await smtp?.close();
});

const verifyUrl = "http://localhost:3000/api/v1/auth/email/verify/42/0f1e2d?expires=1790000000&signature=a1b2c3d4e5";

async function rowFor(to: string) {
  const db = await getDb();
  return db.outboxEmail.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
}

// No worker runs in this file: the send-email job's body (deliverOutboxEmail) is called directly.
// tests/integration/engines/jobs.test.ts runs the same through the queue.
describe("sendMail and the delivery job", () => {
  it("delivers through SMTP with the link intact and records the send", async () => {
    useSettings({ smtpUrl: smtp.url, mailFrom: "DiveCert Test <no-reply@divecert.test>" });
    const to = "anna.smtp@example.com";
    const mail = verifyEmailMail({ firstName: "Anna", url: verifyUrl, lang: "it" });

    const id = await sendMail({ to, ...mail, kind: "verify_email" });
    expect((await rowFor(to)).status).toBe("queued");
    expect(await deliverOutboxEmail(id, { attempt: 1, maxAttempts: 3 })).toBe("sent");

    const received = await smtp.waitFor((m) => m.envelopeTo.includes(to));
    expect(received.envelopeFrom).toBe("no-reply@divecert.test");
    expect(received.subject).toBe("Conferma il tuo indirizzo e-mail");
    expect(received.text.split(/\r?\n/)).toContain(verifyUrl);
    expect(received.html).toContain(`href="${verifyUrl.replaceAll("&", "&amp;")}"`);

    const row = await rowFor(to);
    expect(row).toMatchObject({ transport: "smtp", kind: "verify_email", error: null, subject: mail.subject, status: "sent", attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.text).toBe(mail.text);
  });

  it("keeps the mail in the outbox without SMTP_URL and logs only its links", async () => {
    useSettings({ smtpUrl: undefined, logLevel: "info" });
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const before = smtp.messages.length;
    const to = "bruno.outbox@example.com";
    const mail = verifyEmailMail({ firstName: "Bruno", url: verifyUrl, lang: "en" });

    await sendMail({ to, ...mail, kind: "verify_email" });

    const row = await rowFor(to);
    expect(row).toMatchObject({ transport: "outbox", sentAt: null, error: null, html: mail.html, status: "kept" });
    expect(smtp.messages.length).toBe(before);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === "mail kept in outbox");
    expect(logged).toMatchObject({ to, subject: mail.subject, links: [verifyUrl] });
    expect(lines.join("")).not.toContain("Welcome to DiveCert");
  });

  it("a delivery while the SMTP server is down throws for a retry and records the error; the last attempt marks it failed", async () => {
    const down = await startTestSmtp();
    await down.close();
    useSettings({ smtpUrl: down.url });
    const to = "carla.down@example.com";
    const mail = verifyEmailMail({ firstName: "Carla", url: verifyUrl });

    const id = await sendMail({ to, ...mail, kind: "verify_email" });
    await expect(deliverOutboxEmail(id, { attempt: 1, maxAttempts: 2 })).rejects.toThrow(/Mail delivery failed/);

    const row = await rowFor(to);
    expect(row).toMatchObject({ transport: "smtp", sentAt: null, status: "queued", attempts: 1 });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);

    await expect(deliverOutboxEmail(id, { attempt: 2, maxAttempts: 2 })).rejects.toThrow(/Mail delivery failed/);
    expect(await rowFor(to)).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("never sends a row twice", async () => {
    useSettings({ smtpUrl: smtp.url });
    const to = "dora.once@example.com";
    const id = await sendMail({ to, ...verifyEmailMail({ firstName: "Dora", url: verifyUrl }), kind: "verify_email" });
    expect(await deliverOutboxEmail(id, { attempt: 1, maxAttempts: 3 })).toBe("sent");
    expect(await deliverOutboxEmail(id, { attempt: 1, maxAttempts: 3 })).toBe("skipped");
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(to))).toHaveLength(1);
    expect((await rowFor(to)).attempts).toBe(1);
  });
});

describe("outbox retention", () => {
  it("deletes only rows older than the given number of days", async () => {
    const db = await getDb();
    const old = await db.outboxEmail.create({
      data: { to: "old@example.com", subject: "s", text: "t", kind: "k", transport: "outbox", createdAt: new Date(Date.now() - 40 * 86_400_000) },
    });
    const fresh = await db.outboxEmail.create({
      data: { to: "fresh@example.com", subject: "s", text: "t", kind: "k", transport: "outbox" },
    });

    expect(await deleteOldOutbox(30)).toBe(1);
    expect(await db.outboxEmail.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db.outboxEmail.findUnique({ where: { id: fresh.id } })).not.toBeNull();
  });
});

describe("GET /api/v1/dev/mailbox", () => {
  async function tokenFor(role: "diver" | "admin") {
    const db = await getDb();
    const n = Math.floor(Math.random() * 1e6);
    const user = await db.user.create({
      data: {
        memberId: `IT14-${String(n).padStart(6, "0").replace(/(\d{3})(\d{3})/, "$1-$2")}`,
        email: `${role}.${n}@example.com`,
        passwordHash: "x",
        role,
        status: "active",
        emailVerifiedAt: new Date(),
      },
    });
    // Administrators need a second factor for the admin routes (issue 23).
    if (role === "admin") await enrolTotp(user.id);
    return (await signAccessToken(user.id)).token;
  }

  const call = (token: string | undefined, query = "") =>
    GET(
      new Request(`http://localhost:3000/api/v1/dev/mailbox${query}`, {
        headers: token ? { authorization: "Bearer " + token } : {},
      }),
      { params: Promise.resolve({}) },
    );

  it("refuses anonymous callers and divers", async () => {
    expect((await call(undefined)).status).toBe(401);
    const res = await call(await tokenFor("diver"));
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain("verify");
  });

  it("gives administrators the outbox, newest first and paginated", async () => {
    useSettings({ smtpUrl: undefined });
    for (const name of ["first", "second", "third"]) {
      await sendMail({ to: `${name}.page@example.com`, ...verifyEmailMail({ firstName: name, url: verifyUrl }), kind: "verify_email" });
    }
    const res = await call(await tokenFor("admin"), "?per_page=2");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; data: { data: { to: string; text: string; created_at: string }[]; per_page: number; total: number; next_page_url: string | null } };
    expect(body.status).toBe("success");
    expect(body.data.per_page).toBe(2);
    expect(body.data.data.map((m) => m.to)).toEqual(["third.page@example.com", "second.page@example.com"]);
    expect(body.data.data[0]!.text).toContain(verifyUrl);
    expect(body.data.data[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
    expect(body.data.next_page_url).toContain("page=2");
    expect(body.data.total).toBeGreaterThanOrEqual(3);
  });

  it("answers other methods with 405", async () => {
    const res = await POST(new Request("http://localhost:3000/api/v1/dev/mailbox", { method: "POST" }), { params: Promise.resolve({}) });
    expect(res.status).toBe(405);
  });
});
