// The web app's icons rendered from app/icon.svg with sharp (committed): the web manifest's into
// public/icons/, and iOS's home-screen icon as app/apple-icon.png (Next.js links it). Run again after changing the logo:
//
//   npx tsx scripts/make-app-icons.ts
//
// "any" icons are the round logo on transparency; the maskable icon and Apple's (which has no
// transparency) fill the square with the logo's blue and keep the drawing inside the central 80%
// that every mask shape shows.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "app", "icon.svg"), "utf8");
const out = path.join(root, "public", "icons");
mkdirSync(out, { recursive: true });
const BLUE = "#0369a1";

async function round(size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(file);
}

async function fullBleed(size: number, file: string) {
  const inner = Math.round(size * 0.8);
  const logo = await sharp(Buffer.from(svg), { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BLUE } })
    .composite([{ input: logo, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(file);
}

await round(192, path.join(out, "icon-192.png"));
await round(512, path.join(out, "icon-512.png"));
await fullBleed(512, path.join(out, "maskable-512.png"));
await fullBleed(180, path.join(root, "app", "apple-icon.png"));
console.log("icons written to public/icons/ and app/apple-icon.png");
