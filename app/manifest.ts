import type { MetadataRoute } from "next";
import { getLocale, getTranslations } from "next-intl/server";

// The web app manifest (decision 0049): installable, opening on the dashboard, in the standalone
// window, with the logo's icons (public/icons/, scripts/make-app-icons.ts). Served at
// /manifest.webmanifest; the description in the visitor's language.
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("common");
  return {
    id: "/dashboard",
    name: "DiveCert",
    short_name: "DiveCert",
    description: t("siteDescription"),
    lang: await getLocale(),
    dir: "ltr",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    // sky-700, the logo's and the buttons' blue; slate-50, the account area's background.
    theme_color: "#0369a1",
    background_color: "#f8fafc",
    categories: ["sports", "education"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
