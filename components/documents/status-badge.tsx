import { useTranslations } from "next-intl";
const styles = {
  pending: "bg-amber-100 text-amber-900",
  accepted: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
} as const;

export function ReviewStatus({ status }: { status: keyof typeof styles }) {
  const t = useTranslations("documents");
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}>{t(`status.${status}`)}</span>;
}
