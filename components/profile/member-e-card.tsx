import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { buttonClasses } from "@/components/ui/button";

/** The membership card image with a download link (same-site path, so `download` applies). */
export function MemberECard({ src, memberId }: { src: string; memberId: string | null }) {
  const t = useTranslations("profile.card");
  const fileName = `divecert-card-${memberId ?? "member"}.png`;
  return (
    <Card title={t("title")} description={t("description")}>
      <div className="space-y-4">
        <img
          src={src}
          alt={t("alt")}
          width={1012}
          height={638}
          loading="lazy"
          className="aspect-[1012/638] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover shadow-sm"
          data-testid="profile-e-card"
        />
        <a href={src} download={fileName} className={buttonClasses("secondary", "md", "w-full sm:w-auto")}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" />
          </svg>
          {t("download")}
        </a>
      </div>
    </Card>
  );
}
