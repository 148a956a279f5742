import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

// The images of an Apple Wallet pass, drawn from the site's logo (app/icon.svg) with sharp as
// scripts/make-app-icons.ts draws the web app's icons, once per process. Apple's sizes: the icon
// (lock screen, notifications) 29×29 points, the logo at most 160×50 points, each at 1×, 2× and 3×.
// The icon fills its square with the logo's blue (Apple shows it without transparency); the logo
// is the round mark on transparency, and Wallet writes `logoText` ("DiveCert") beside it.

export const ICON_POINTS = 29;
export const LOGO_POINTS = 50;
const BLUE = "#0369a1";
const SCALES = [1, 2, 3] as const;

const suffix = (scale: number) => (scale === 1 ? "" : `@${scale}x`);

async function round(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

async function fullBleed(svg: Buffer, size: number): Promise<Buffer> {
  const inner = Math.round(size * 0.8);
  const logo = await sharp(svg, { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BLUE } })
    .composite([{ input: logo, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function render(): Promise<Record<string, Buffer>> {
  const svg = await readFile(path.join(process.cwd(), "app", "icon.svg"));
  const images: Record<string, Buffer> = {};
  for (const scale of SCALES) {
    images[`icon${suffix(scale)}.png`] = await fullBleed(svg, ICON_POINTS * scale);
    images[`logo${suffix(scale)}.png`] = await round(svg, LOGO_POINTS * scale);
  }
  return images;
}

let images: Promise<Record<string, Buffer>> | undefined;

/** File name → PNG bytes of every image a pass carries (made once; callers must not change the buffers). */
export function applePassImages(): Promise<Record<string, Buffer>> {
  if (!images) {
    images = render();
    images.catch(() => (images = undefined));
  }
  return images;
}
