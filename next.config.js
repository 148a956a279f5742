import createNextIntlPlugin from "next-intl/plugin";

// The fixed security headers of every page (docs/decisions/0012-ops-custom-server.md). The
// Content-Security-Policy, with its per-request script nonce, and Strict-Transport-Security (an
// https APP_URL) come from proxy.ts (lib/security/page-headers.ts, decision 0038).
const pageHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses (pages, static files and API answers alike, decision 0007):
  // Next's own compression would wrap each response inside ours and decide before the server
  // has seen the body's size, and it never compressed route handlers' answers anyway.
  compress: false,
  reactStrictMode: true,
  // The Docker image runs the traced standalone output; `next start` needs the full build, so
  // the standalone output is opt-in (deploy/Dockerfile sets NEXT_OUTPUT=standalone).
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" } : {}),
  // Native and WASM packages stay on the server side, loaded from node_modules at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "@prisma/schema-engine-wasm",
    "pg",
    "pg-boss",
    "subset-font",
    "harfbuzzjs",
    "@pdf-lib/fontkit",
    // One node-forge for passkit-generator and lib/wallet/apple/native-rsa.ts, which signs for it.
    "passkit-generator",
    "node-forge",
  ],
  // The CJK fonts of the PDFs are read from node_modules at run time (lib/forms/pdf-fonts.ts), and
  // the logo from app/icon.svg by the Apple Wallet passes' images (lib/wallet/apple/pass-images.ts).
  outputFileTracingIncludes: {
    "/**": ["node_modules/@expo-google-fonts/noto-sans-sc/{400Regular,700Bold}/*.ttf", "node_modules/@expo-google-fonts/noto-sans-kr/{400Regular,700Bold}/*.ttf", "app/icon.svg"],
  },
  // npm test type-checks the whole project once (`next typegen` then `tsc --noEmit`, the same
  // files and route types `next build` checks) and then builds with NEXT_BUILD_TYPECHECKED=1,
  // so the check is not run twice. Every other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECKED === "1" },
  async headers() {
    return [
      { source: "/((?!api/).*)", headers: pageHeaders },
      { source: "/api/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
      // The certification checker scans cards with the camera (decision 0032); only this page may.
      { source: "/verify", headers: [{ key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=(), payment=(), usb=()" }] },
    ];
  },
};

export default createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
