import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "DiveCert · Dive training & certification", template: "%s · DiveCert" },
  description: "Learn to dive, log your dives and keep your certifications verifiable anywhere with DiveCert.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0369a1" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
