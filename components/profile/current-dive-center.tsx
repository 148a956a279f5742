import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";

/** The diver's dive center now, and the way to leave it. */
export async function CurrentDiveCenter({ name, since, leave }: { name: string | null; since: string | null; leave: (form: FormData) => Promise<void> }) {
  const t = await getTranslations("profile.diveCenter");
  return (
    <Card title={t("yours")}>
      {name ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-base font-semibold text-slate-900">{name}</p>
            {since ? <p className="text-sm text-slate-600">{t("since", { date: since })}</p> : null}
          </div>
          <form action={leave}>
            <SubmitButton variant="secondary" pendingLabel={t("leaving")} className="w-full sm:w-auto">
              {t("leave")}
            </SubmitButton>
          </form>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t("none")}</p>
      )}
    </Card>
  );
}
