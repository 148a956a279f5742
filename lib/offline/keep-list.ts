import { createHash } from "node:crypto";
import { unauthenticated } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/browser/current-user";
import { cardUrlOf, certificationOrder } from "@/lib/certifications/card-url";
import { getDb } from "@/lib/db/client";
import { diverWhere } from "@/lib/dive-logs/get-dive-log";
import { diverOrder } from "@/lib/dive-logs/keyset";
import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/language";
import { courseLogStatus } from "@/lib/learning/progress";
import { offlineAccountKey } from "@/lib/offline/account-key";
import type { KeepList, KeptEntry } from "@/lib/offline/names";
import { openConflictsWhere } from "@/lib/sync/list-conflicts";

// GET /offline/keep (decision 0049): the pages and images the device keeps for the signed-in
// account, each with a version that changes whenever what it shows would, so the service worker
// fetches only what changed. Four statements whatever the numbers of dives, certifications,
// course logs and modules (the relations are joined: relationJoins).
//
// Every version starts with the page language and carries the page frame (the account navigation
// shows the name, the e-mail and the sections the account may open; the pages show a refusal
// instead of their content when the account's door is shut), then the record's own change.
// Summary pages carry a digest of what they list, so an edit anywhere refreshes them; pages whose
// content moves with the calendar (the dashboard's medical status, the new-dive form's date, the
// free-learning catalogue) carry the UTC day too.

/** The logbook's newest dives the device keeps, with their pages (and edit forms while editable). */
export const KEPT_DIVES = 200;

/** What the account layout renders around every page (lib/auth/browser/current-user.ts). */
export type KeepViewer = Pick<SessionUser, "id" | "name" | "email" | "role" | "isProfessional" | "isCenterMember">;

type Door = "course" | "free_learning";

// The pages' own paths (components/learning/paths.ts; the certification list's card image is the
// record's card_url on this origin; a dive's pages take its id).
const rootPath = (door: Door) => (door === "course" ? "/courses" : "/learn");
const logPath = (door: Door, logCode: string) => `${rootPath(door)}/${encodeURIComponent(logCode)}`;
const modulePath = (door: Door, logCode: string, moduleId: number) => `${logPath(door, logCode)}/modules/${moduleId}`;

function onThisOrigin(url: string): string {
  const base = env().appUrl.replace(/\/$/, "");
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

const digest = (parts: unknown): string => createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 16);

export async function keepList(viewer: KeepViewer, lang: Lang, now: Date = new Date()): Promise<KeepList> {
  const db = await getDb();
  const userId = viewer.id;
  const openConflicts = openConflictsWhere(userId);
  const [user, dives, certifications, logs] = await Promise.all([
    db.user.findUnique({
      where: { id: userId },
      select: {
        status: true,
        emailVerifiedAt: true,
        preferredSystem: true,
        updatedAt: true,
        // Bumped by a trigger on every insert or update of the diver's dives (deletions included).
        diveLogSeq: true,
        diveLogCount: { select: { live: true } },
        medicalSubmissions: { orderBy: [{ submittedAt: "desc" }, { id: "desc" }], take: 1, select: { id: true, approvedAt: true } },
        syncClients: { orderBy: [{ lastSyncAt: "desc" }, { id: "desc" }], take: 1, select: { lastSyncAt: true } },
        syncConflicts: { where: openConflicts, orderBy: { id: "desc" }, take: 1, select: { id: true } },
        _count: { select: { formSignatures: true, syncClients: true, syncConflicts: { where: openConflicts } } },
      },
    }),
    db.diveLog.findMany({
      where: diverWhere(userId),
      orderBy: diverOrder("-date", null).orderBy,
      take: KEPT_DIVES,
      select: { id: true, updatedAt: true, signedAt: true },
    }),
    db.certification.findMany({ where: { userId }, orderBy: certificationOrder, select: { id: true, number: true, status: true, updatedAt: true } }),
    db.courseLog.findMany({
      where: { userId },
      orderBy: [{ startedAt: "desc" }, { id: "desc" }],
      select: {
        logCode: true,
        version: true,
        status: true,
        expiresAt: true,
        course: { select: { kind: true } },
        courseVersion: { select: { modules: { orderBy: { position: "asc" }, select: { id: true, _count: { select: { questions: true } } } } } },
      },
    }),
  ]);
  if (!user) throw unauthenticated();

  // The pages' door ("verified": an active account with a verified address) decides whether a
  // page shows its content or why not.
  const open = user.status === "active" && user.emailVerifiedAt !== null;
  const frame = digest([viewer.name, viewer.email, viewer.role, viewer.isProfessional, viewer.isCenterMember, user.status, open]);
  const units = user.preferredSystem;
  const day = now.toISOString().slice(0, 10);
  const page = (...own: unknown[]) => `${lang}.${digest([frame, own])}`;

  const entries = new Map<string, KeptEntry>();
  const keep = (url: string, kind: KeptEntry["kind"], version: string) => {
    if (!entries.has(url)) entries.set(url, { url, kind, version });
  };

  const states = logs.map((l) => ({ ...l, state: courseLogStatus(l, now) }));
  const logsOf = (door: Door) => states.filter((l) => l.course.kind === door).map((l) => [l.logCode, l.version, l.state]);
  const courseDigest = digest(logsOf("course"));
  const learningDigest = digest(logsOf("free_learning"));
  const certificationDigest = digest(certifications.map((c) => [c.id, c.status, c.updatedAt]));
  const activeLearnings = states.filter((l) => l.state === "active" && l.course.kind === "free_learning");

  keep("/dashboard", "page", page(day, user.updatedAt, user.medicalSubmissions[0] ?? null, user._count.formSignatures, certificationDigest, courseDigest));
  keep("/logbook", "page", page(units, user.diveLogSeq, user.diveLogCount?.live ?? 0));
  // The form's date defaults to today and its skill choices come from the active course logs.
  keep("/logbook/new", "page", page(units, day, courseDigest));
  keep("/certifications", "page", page(certificationDigest));
  keep("/certifications?view=history", "page", page(certificationDigest));
  keep("/courses", "page", page(courseDigest));
  keep("/sync", "page", page(user._count.syncConflicts, user.syncConflicts[0]?.id ?? null, user._count.syncClients, user.syncClients[0]?.lastSyncAt ?? null));
  keep("/offline", "page", page());
  if (activeLearnings.length) keep("/learn", "page", page(day, learningDigest));

  for (const d of dives) {
    const version = page(units, d.updatedAt, d.signedAt);
    keep(`/logbook/${d.id}`, "page", version);
    // A signed dive is locked (lib/dive-logs/update-dive-log.ts); a shut door changes nothing.
    if (open && d.signedAt === null) keep(`/logbook/${d.id}/edit`, "page", version);
  }

  for (const c of certifications) {
    keep(`/certifications/${c.id}`, "page", page(c.status, c.updatedAt));
    // The certifications page shows the card of each one not revoked (the QR codes are data: URLs).
    // The card prints the holder's name; it has no language.
    if (c.status !== "revoked") keep(onThisOrigin(cardUrlOf(c.number)), "image", digest([c.status, c.updatedAt, viewer.name]));
  }

  for (const log of states) {
    if (log.state !== "active") continue;
    const door: Door = log.course.kind;
    const version = page(door, log.version, log.state);
    keep(logPath(door, log.logCode), "page", version);
    for (const m of log.courseVersion.modules) {
      keep(modulePath(door, log.logCode, m.id), "page", version);
      if (m._count.questions > 0) keep(`${modulePath(door, log.logCode, m.id)}/quiz`, "page", version);
    }
  }

  return { account: offlineAccountKey(userId), entries: [...entries.values()] };
}
