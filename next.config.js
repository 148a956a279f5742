/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  compress: true,
  reactStrictMode: true,
  // Native and WASM packages stay on the server side, loaded from node_modules at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "@prisma/schema-engine-wasm",
    "pg",
  ],
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
