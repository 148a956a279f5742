import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { buttonClasses } from "@/components/ui/button";

type Wallet = { number: string; credential: unknown; jwt: string; code: string; qrSvg: string } | null;

// The certification page's "download for your wallet": the Open Badges JSON, its signed JWT and the
// card's signed QR code. Downloads are data: links, so no other route serves the credential.
export async function WalletSection({ wallet }: { wallet: Wallet }) {
  const t = await getTranslations("credentials.wallet");
  if (!wallet) {
    return (
      <Card title={t("title")}>
        <p className="text-sm text-slate-700">{t("revoked")}</p>
      </Card>
    );
  }
  const json = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(wallet.credential, null, 2))}`;
  const jwt = `data:application/vc+jwt;charset=utf-8,${encodeURIComponent(wallet.jwt)}`;
  const qr = `data:image/svg+xml;base64,${Buffer.from(wallet.qrSvg).toString("base64")}`;
  return (
    <Card title={t("title")} description={t("description")}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <figure className="shrink-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URI */}
          <img src={qr} width={220} height={220} alt={t("qrAlt", { number: wallet.number })} className="rounded-lg border border-slate-200 bg-white" data-signed-code={wallet.code} />
          <figcaption className="mt-2 max-w-[220px] text-xs text-slate-600">{t("qrCaption")}</figcaption>
        </figure>
        <div className="flex flex-col gap-2">
          <a href={json} download={`${wallet.number}.credential.json`} className={buttonClasses("primary", "md", "whitespace-normal text-center")}>
            {t("downloadJson")}
          </a>
          <a href={jwt} download={`${wallet.number}.credential.jwt`} className={buttonClasses("secondary", "md", "whitespace-normal text-center")}>
            {t("downloadJwt")}
          </a>
          <a href="/verify" className={buttonClasses("ghost")}>
            {t("openChecker")}
          </a>
        </div>
      </div>
    </Card>
  );
}
