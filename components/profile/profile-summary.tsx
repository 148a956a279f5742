import { useTranslations } from "next-intl";
import Link from "next/link";
import { StatusBadge } from "@/components/profile/status-badge";
import { field, sitePath, type Profile } from "@/components/profile/profile-data";

/** Avatar, name, member id and status: who this profile belongs to. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const t = useTranslations("profile.summary");
  const name = field(profile, "full_name") ?? t("fallbackName");
  const memberId = field(profile, "member_id");
  const qualification = field(profile, "qualification") ?? field(profile, "qualification_cast");
  // The resource has no status code; its suspension fields are present only when not active.
  const active = !("suspension_days" in profile);
  return (
    <section aria-label={t("label")} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6">
      {/* The avatar is our own placeholder or upload; next/image adds nothing for a 96px picture. */}
      <img
        src={sitePath(String(profile.avatar ?? "/images/avatar-placeholder.png"))}
        alt={t("picture", { name })}
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover sm:size-24"
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <h2 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{name}</h2>
        <p className="text-sm text-slate-700">
          {t.rich("memberId", { id: () => <span className="font-mono font-semibold text-slate-900">{memberId ?? "—"}</span> })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge label={field(profile, "status") ?? t("unknown")} active={active} />
          <span className="text-sm text-slate-600">{qualification ?? t("member")}</span>
        </div>
        {field(profile, "status_reason") ? <p className="text-sm text-amber-900">{field(profile, "status_reason")}</p> : null}
      </div>
      <Link href="/profile/edit" className="text-sm font-semibold text-sky-800 underline-offset-2 hover:underline sm:self-start">
        {t("edit")}
      </Link>
    </section>
  );
}
