import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MailCard } from "@/app/dev/mailbox/mail-card";
import { ZPageQuery } from "@/lib/api/pagination";
import { getSessionUser } from "@/lib/auth/browser/current-user";
import { listOutbox } from "@/lib/mail/outbox";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("mailbox");
  return { title: t("title"), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function MailboxPage({ searchParams }: Props) {
  const user = await getSessionUser();
  // The bodies hold other people's sign-in links: anyone but an administrator sees no page at all.
  if (user?.role !== "admin") notFound();

  const raw = await searchParams;
  const parsed = ZPageQuery.safeParse({ page: first(raw.page), per_page: first(raw.per_page) });
  const query = parsed.success ? parsed.data : ZPageQuery.parse({});
  const page = await listOutbox(query);
  const href = (n: number) => `/dev/mailbox?page=${n}&per_page=${query.per_page}`;
  const t = await getTranslations("mailbox");

  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        {t("description", { total: page.total })}
      </p>
      {page.data.length === 0 ? (
        <p className="text-slate-700">{t("none")}</p>
      ) : (
        <ol className="space-y-4">
          {page.data.map((mail) => (
            <li key={mail.id}>
              <MailCard mail={mail} />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t("pages")} className="mt-6 flex items-center justify-between text-sm">
        {page.prev_page_url ? (
          <Link href={href(page.current_page - 1)} className="text-sky-700 underline hover:text-sky-900">
            {t("newer")}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-slate-600">
          {t("page", { page: page.current_page, last: page.last_page })}
        </span>
        {page.next_page_url ? (
          <Link href={href(page.current_page + 1)} className="text-sky-700 underline hover:text-sky-900">
            {t("older")}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </main>
  );
}
