import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { Refused } from "@/components/admin-orders/refused";
import { PageHeader } from "@/components/certifications/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { countWaiting, RECENT_REFUND_DAYS } from "@/lib/admin-console/count-waiting";
import { staffPage } from "@/lib/auth/browser/page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminHome");
  return { title: t("title") };
}

const PATH = "/admin";

/** One queue: what it is, how many wait, and the link to work on it (none for a place kept for later). */
function Waiting({ id, title, count, text, link, children }: { id: string; title: string; count?: number; text: string; link?: { href: string; label: string }; children?: ReactNode }) {
  // A place kept for a queue to come is drawn as an outline, so it does not read as an empty queue.
  const frame = count === undefined ? "border-dashed border-slate-300 bg-slate-50" : "border-slate-200 bg-white shadow-sm";
  return (
    <li aria-labelledby={`${id}-title`} className={`flex flex-col rounded-2xl border p-5 ${frame}`} data-testid={`waiting-${id}`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-700">
        {title}
      </h3>
      {count !== undefined ? (
        <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid={`waiting-${id}-count`}>
          {count}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">{text}</p>
      {children}
      {link ? (
        <p className="mt-auto pt-3">
          <Link href={link.href} className="text-sm font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-950">
            {link.label}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** The console's home: what waits for staff, each queue only for the accounts that may work it. */
export default async function ConsoleHomePage() {
  const { user, refusal } = await staffPage("staff", PATH);
  const t = await getTranslations("adminHome");
  if (refusal) return <Refused title={t("title")} heading={t("staffOnly")} refusal={refusal} />;
  const counts = await countWaiting(user);
  const any = Object.keys(counts).length > 0;
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t("waitingTitle")}</h2>
      {any ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {counts.documents !== undefined ? (
            <Waiting id="documents" title={t("documents.title")} count={counts.documents} text={t("documents.text")} link={{ href: "/admin/documents", label: t("documents.link") }} />
          ) : null}
          {counts.recognitions !== undefined ? (
            <Waiting id="recognitions" title={t("recognitions.title")} count={counts.recognitions} text={t("recognitions.text")} link={{ href: "/admin/recognitions", label: t("recognitions.link") }} />
          ) : null}
          {counts.failedJobs !== undefined ? (
            <Waiting id="jobs" title={t("failedJobs.title")} count={counts.failedJobs} text={t("failedJobs.text")} link={{ href: "/admin/jobs?state=failed", label: t("failedJobs.link") }} />
          ) : null}
          {counts.refunds ? (
            <Waiting id="refunds" title={t("refunds.title", { days: RECENT_REFUND_DAYS })} count={counts.refunds.recent} text={t("refunds.text")} link={{ href: "/admin/orders", label: t("refunds.link") }}>
              {counts.refunds.inProgress > 0 ? <p className="mt-1 text-sm font-medium text-amber-900">{t("refunds.inProgress", { count: counts.refunds.inProgress })}</p> : null}
            </Waiting>
          ) : null}
          {counts.applications !== undefined ? (
            <Waiting id="applications" title={t("applications.title")} count={counts.applications} text={t("applications.text")} link={{ href: "/admin/dive-center-applications", label: t("applications.link") }} />
          ) : null}
        </ul>
      ) : (
        <EmptyState title={t("nothing")} description={t("nothingText")} />
      )}
    </>
  );
}
