import { useTranslations } from "next-intl";
import { LinkifiedText } from "@/app/dev/mailbox/linkified-text";
import type { OutboxRecord } from "@/lib/mail/outbox";

const utc = (iso: string) => new Date(iso).toISOString().replace("T", " ").slice(0, 19) + " UTC";

function Status({ mail }: { mail: OutboxRecord }) {
  const t = useTranslations("mailbox");
  if (mail.error) return <span className="rounded bg-red-100 px-2 py-0.5 text-red-800">{t("failed")}</span>;
  if (mail.sent_at) return <span className="rounded bg-emerald-100 px-2 py-0.5 text-emerald-800">{t("sent")}</span>;
  return <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">{mail.transport}</span>;
}

export function MailCard({ mail }: { mail: OutboxRecord }) {
  const t = useTranslations("mailbox");
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`mail-${mail.id}`}>
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`mail-${mail.id}`} className="text-base font-semibold text-slate-900">
          {mail.subject}
        </h2>
        <time dateTime={mail.created_at} className="text-xs text-slate-600">
          {utc(mail.created_at)}
        </time>
      </header>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("to")}</dt>
        <dd className="break-all text-slate-900">{mail.to}</dd>
        <dt className="text-slate-600">{t("kind")}</dt>
        <dd className="text-slate-900">{mail.kind}</dd>
        <dt className="text-slate-600">{t("transport")}</dt>
        <dd className="flex items-center gap-2 text-xs">
          <span className="text-sm text-slate-900">{mail.transport}</span>
          <Status mail={mail} />
        </dd>
      </dl>
      {mail.error ? <p className="mb-3 text-sm text-red-800">{mail.error}</p> : null}
      <LinkifiedText text={mail.text} />
    </article>
  );
}
