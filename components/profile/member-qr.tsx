import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { svgDataUri } from "@/components/profile/profile-data";

/** The profile's QR code (our own SVG document), drawn as an image rather than injected markup. */
export function MemberQr({ svg, memberId }: { svg: string; memberId: string | null }) {
  const t = useTranslations("profile.qr");
  const verifyPath = memberId ? `/verify/${encodeURIComponent(memberId)}` : null;
  return (
    <Card title={t("title")} description={t("description")}>
      <div className="flex flex-col items-center gap-3">
        <img
          src={svgDataUri(svg)}
          alt={t("alt")}
          width={200}
          height={200}
          className="size-48 rounded-lg border border-slate-200 bg-white p-1 sm:size-52"
          data-testid="profile-qr"
        />
        {verifyPath ? (
          <a href={verifyPath} className="text-sm font-medium text-sky-800 underline-offset-2 hover:underline">
            {t("open")}
          </a>
        ) : null}
      </div>
    </Card>
  );
}
