import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ServiceWorkerRegistration } from "@/components/offline/service-worker-registration";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: t("siteTitle"), template: "%s · DiveCert" },
    description: t("siteDescription"),
    // Installed on a phone (decision 0049): app/manifest.ts for the others, this and
    // app/apple-icon.png for iOS.
    applicationName: "DiveCert",
    appleWebApp: { capable: true, title: "DiveCert", statusBarStyle: "default" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0369a1" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("common");
  // Client components get every namespace but those only the server renders: the e-mails' words
  // and the services' answers (lib/i18n/service-messages.ts), about 4 kB gzipped of every page,
  // and the wallet passes' labels (lib/wallet).
  const { mail: _mail, service: _service, walletPass: _walletPass, ...clientMessages } = await getMessages();
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t("skipToContent")}
        </a>
        <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
