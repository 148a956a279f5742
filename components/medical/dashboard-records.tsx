import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MedicalStatusBadge } from "@/components/medical/medical-status-badge";
import { Card } from "@/components/ui/card";
import { listForms } from "@/lib/forms/list-forms";
import { medicalStatusOf } from "@/lib/medical/medical-status";

/** Medical status and forms state at a glance, each with the page to act on it. */
export async function DashboardRecords({ userId }: { userId: number }) {
  const [status, forms] = await Promise.all([medicalStatusOf(userId), listForms(userId)]);
  const signed = forms.filter((f) => f.signed).length;
  const cleared = status === "fit" || status === "fit_with_physician_approval";
  const t = await getTranslations("dashboard.records");
  return (
    <Card title={t("title")} description={t("description")}>
      <ul className="divide-y divide-slate-100" data-testid="dashboard-records">
        <li className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <Link href="/medical" className="font-medium text-sky-800 underline hover:text-sky-950">
              {t("medical")}
            </Link>
            <p className="text-xs text-slate-600">{cleared ? t("cleared") : t("needed")}</p>
          </div>
          <MedicalStatusBadge status={status} />
        </li>
        <li className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <Link href="/forms" className="font-medium text-sky-800 underline hover:text-sky-950">
              {t("forms")}
            </Link>
            <p className="text-xs text-slate-600">{signed === forms.length ? t("allSigned") : t("signRemaining")}</p>
          </div>
          <span className="text-sm font-semibold text-slate-900" data-testid="forms-count">
            {t("formsSigned", { signed, total: forms.length })}
          </span>
        </li>
      </ul>
    </Card>
  );
}
