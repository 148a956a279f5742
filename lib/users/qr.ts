import QRCode from "qrcode";
import { env } from "@/lib/env";

export const verifyUrlOf = (memberId: string) => `${env().appUrl}/verify/${encodeURIComponent(memberId)}`;

// The SVG depends only on the URL; profiles are read often, so keep a bounded cache.
const cache = new Map<string, string>();
const MAX = 2_000;

/** A complete inline SVG document (XML declaration included) encoding the holder's verify URL. */
export async function qrSvg(text: string): Promise<string> {
  const hit = cache.get(text);
  if (hit) return hit;
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, width: 240 });
  const doc = `<?xml version="1.0" encoding="UTF-8"?>\n${svg.trim()}`;
  if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
  cache.set(text, doc);
  return doc;
}
