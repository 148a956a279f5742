import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { buttonClasses } from "@/components/ui/button";
import { WalletButtons } from "@/components/credentials/wallet-buttons";
import { walletModes } from "@/lib/wallet/wallet-modes";

type Wallet = { number: string; credential: unknown; jwt: string; code: string; qrSvg: string } | null;

// The certification page's "download for your wallet": the phone wallets' passes (Apple Wallet,
// Google Wallet; issue 39) for the wallets this installation has keys for, then the Open Badges
// JSON, its signed JWT and the card's signed QR code. Credential downloads are data: links, so no
// other route serves the credential. A revoked certification gets neither.
export async function WalletSection({ wallet, certificationId }: { wallet: Wallet; certificationId: number }) {
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
      <PhoneWallets certificationId={certificationId} />
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

const linkClass = "font-medium text-amber-950 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700";

/**
 * The buttons of the wallets that have passes here, and, for test passes (the embedded mode, or
 * WALLET_TEST_KEYS=1), a note that phones will not take them, with the test keys to check them by.
 */
async function PhoneWallets({ certificationId }: { certificationId: number }) {
  const t = await getTranslations("credentials.walletPasses");
  const modes = walletModes();
  const apple = modes.apple !== "off";
  const google = modes.google !== "off";
  if (!apple && !google) return null;
  const appleTest = modes.apple === "test";
  const googleTest = modes.google === "test";
  return (
    <div className="mb-5 border-b border-slate-200 pb-5" data-testid="wallet-passes">
      <h3 className="text-base font-semibold text-slate-900">{t("heading")}</h3>
      <p className="mt-1 mb-3 text-sm text-slate-600">{t("intro")}</p>
      <WalletButtons certificationId={certificationId} apple={apple} google={google} />
      {appleTest || googleTest ? (
        <div role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p>{t("testNote")}</p>
          {appleTest ? (
            <p className="mt-1">
              {t.rich("testCheckApple", {
                link: (chunks) => (
                  <a href="/.well-known/divecert-test-pass-ca.pem" type="application/x-pem-file" className={linkClass}>
                    {chunks}
                  </a>
                ),
              })}
            </p>
          ) : null}
          {googleTest ? (
            <p className="mt-1">
              {t.rich("testCheckGoogle", {
                link: (chunks) => (
                  <a href="/.well-known/divecert-test-wallet-jwks.json" type="application/json" className={linkClass}>
                    {chunks}
                  </a>
                ),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
