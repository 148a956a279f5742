import type { Metadata } from "next";
import { logbookViewer, singleParams } from "@/app/(account)/logbook/viewer";
import { resolveConflictAction } from "@/app/(account)/sync/actions";
import { toConflictView, toDeviceView } from "@/app/(account)/sync/view";
import { PageHeader } from "@/components/certifications/page-header";
import { Pager } from "@/components/profile/pager";
import { ConflictCard } from "@/components/sync/conflict-card";
import { DeviceList } from "@/components/sync/device-list";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { env } from "@/lib/env";
import { listConflicts } from "@/lib/sync/list-conflicts";
import { listSyncClients } from "@/lib/sync/list-sync-clients";
import { ZConflictsQuery } from "@/lib/sync/schema";

export const metadata: Metadata = { title: "Devices and sync" };

const PATH = "/sync";
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const resolvedText: Record<string, string> = {
  client: "Done: your device's version is now the dive log.",
  server: "Done: the server's version stays, your device's change was dropped.",
};

export default async function SyncPage({ searchParams }: Props) {
  const { user, refusal } = await logbookViewer(PATH);
  const header = (
    <PageHeader
      title="Devices and sync"
      description="What your phones and tablets uploaded after working offline, and the changes that need your decision."
      action={<ButtonLink href="/logbook" variant="secondary">Your dive log</ButtonLink>}
    />
  );
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title="Sync is not available right now.">{refusal}</FormMessage>
      </>
    );
  }
  const params = singleParams(await searchParams);
  const query = ZConflictsQuery.safeParse({ page: params.page, per_page: 10 });
  const page = query.success ? query.data : { page: 1, per_page: 10 };
  // The same services as GET /sync/conflicts and the upload's device record.
  const [conflicts, devices] = await Promise.all([listConflicts(user.id, page, new URL(PATH, env().appUrl)), listSyncClients(user.id)]);
  const notice = params.resolved ? resolvedText[params.resolved] : undefined;
  return (
    <>
      {header}
      <div className="space-y-8">
        {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
        <section aria-labelledby="conflicts-heading" className="space-y-3">
          <div>
            <h2 id="conflicts-heading" className="text-lg font-semibold text-slate-900">
              Needs your decision <span className="font-normal text-slate-500">({conflicts.total})</span>
            </h2>
            <p className="text-sm text-slate-600">A dive changed on a device while it also changed here (an edit on the web, a signature). Choose the version to keep.</p>
          </div>
          {conflicts.data.length ? (
            <ul className="space-y-4">
              {conflicts.data.map((c) => (
                <ConflictCard key={c.id} conflict={toConflictView(c)} action={resolveConflictAction.bind(null, c.id)} />
              ))}
            </ul>
          ) : (
            <EmptyState title="Nothing to decide" description="Every change from your devices has been applied." />
          )}
          <Pager page={conflicts.current_page} lastPage={conflicts.last_page} total={conflicts.total} href={(n) => `${PATH}?page=${n}`} label="Conflict pages" />
        </section>
        <section aria-labelledby="devices-heading" className="space-y-3">
          <h2 id="devices-heading" className="text-lg font-semibold text-slate-900">Your devices</h2>
          {devices.length ? (
            <DeviceList devices={devices.map(toDeviceView)} />
          ) : (
            <EmptyState title="No device has synced yet" description="Sign in to the DiveCert app on your phone: what you log offline appears here once it uploads." />
          )}
        </section>
      </div>
    </>
  );
}
