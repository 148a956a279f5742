import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { logbookViewer, singleParams } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { unitsOf } from "@/components/logbook/format";
import { CheckIcon } from "@/components/logbook/icons";
import { InstructorQueue, type QueueDive } from "@/components/logbook/instructor-queue";
import { Pager } from "@/components/profile/pager";
import { AccessRefused } from "@/components/professional/access-refused";
import { EmptyState } from "@/components/ui/empty-state";
import type { LengthAwarePage } from "@/lib/api/pagination";
import { env } from "@/lib/env";
import { listInstructorDiveLogs } from "@/lib/dive-logs/list-instructor-dive-logs";
import { ZProfessionalDiveLogQuery } from "@/lib/dive-logs/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.dives");
  return { title: t("title") };
}

const PATH = "/professional/dive-logs";
const PER_PAGE = 10;
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Pages = { pending: number; signed: number };

const hrefOf = (pages: Pages) => {
  const q = new URLSearchParams();
  if (pages.pending > 1) q.set("pending_page", String(pages.pending));
  if (pages.signed > 1) q.set("signed_page", String(pages.signed));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};

export default async function InstructorDiveLogsPage({ searchParams }: Props) {
  const { user, refusal, system } = await logbookViewer(PATH, "professional");
  const t = await getTranslations("professional.dives");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const raw = singleParams(await searchParams);
  // The API's own query schema, once for each list; a bad page number falls back to page 1.
  const query = (signed: "true" | "false", page: string | undefined) => {
    const parsed = ZProfessionalDiveLogQuery.safeParse({ signed, page: page || 1, per_page: PER_PAGE });
    return parsed.success ? parsed.data : ZProfessionalDiveLogQuery.parse({ signed, per_page: PER_PAGE });
  };
  const url = new URL(PATH, env().appUrl);
  const [pending, signed] = (await Promise.all([
    listInstructorDiveLogs(user.id, query("false", raw.pending_page), url),
    listInstructorDiveLogs(user.id, query("true", raw.signed_page), url),
  ])) as [LengthAwarePage<QueueDive>, LengthAwarePage<QueueDive>];
  const pages: Pages = { pending: pending.current_page, signed: signed.current_page };
  const units = unitsOf(system);

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-8">
        <section aria-labelledby="pending-title" className="space-y-3">
          <h2 id="pending-title" className="text-lg font-semibold text-slate-900">
            {t("waiting")} <span className="font-normal text-slate-500">({pending.total})</span>
          </h2>
          {pending.total === 0 ? (
            <EmptyState icon={<CheckIcon />} title={t("nothing")} description={t("nothingText")} />
          ) : (
            <>
              <InstructorQueue dives={pending.data} units={units} label={t("waitingLabel")} />
              <Pager page={pending.current_page} lastPage={pending.last_page} total={pending.total} href={(n) => hrefOf({ ...pages, pending: n })} label={t("waitingPages")} />
            </>
          )}
        </section>
        <section aria-labelledby="signed-title" className="space-y-3">
          <h2 id="signed-title" className="text-lg font-semibold text-slate-900">
            {t("signedByYou")} <span className="font-normal text-slate-500">({signed.total})</span>
          </h2>
          {signed.total === 0 ? (
            <EmptyState title={t("noneSigned")} />
          ) : (
            <>
              <InstructorQueue dives={signed.data} units={units} label={t("signedLabel")} />
              <Pager page={signed.current_page} lastPage={signed.last_page} total={signed.total} href={(n) => hrefOf({ ...pages, signed: n })} label={t("signedPages")} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
