import { getLocale, getTranslations } from "next-intl/server";
import { PasskeysManager } from "@/components/security/passkeys-manager";
import { listPasskeys } from "@/lib/auth/passkeys/list-passkeys";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { intlLocale } from "@/lib/i18n/intl-locale";

/** The passkeys part of the profile security page: list, add with a name, rename, remove. */
export async function PasskeysSection() {
  const user = await requireSessionUser("/profile/security");
  const t = await getTranslations("passkeys");
  const [passkeys, locale] = await Promise.all([listPasskeys(user.id), getLocale()]);
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <section aria-labelledby="passkeys-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="passkeys-title" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      <PasskeysManager
        passkeys={passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          created: when.format(new Date(p.created_at)),
          lastUsed: p.last_used_at ? when.format(new Date(p.last_used_at)) : null,
          synced: p.backed_up,
        }))}
      />
    </section>
  );
}
