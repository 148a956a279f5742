// Base45 (RFC 9285), the QR-friendly text of the EU's digital certificates. Ours because the npm
// packages decode into Node's Buffer (absent in the browser checker) and accept what RFC 9285
// says to reject (unknown characters, groups above 65535).

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

export function base45Encode(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      const n = bytes[i]! * 256 + bytes[i + 1]!;
      out += CHARSET[n % 45]! + CHARSET[Math.floor(n / 45) % 45]! + CHARSET[Math.floor(n / 2025)]!;
    } else {
      const n = bytes[i]!;
      out += CHARSET[n % 45]! + CHARSET[Math.floor(n / 45)]!;
    }
  }
  return out;
}

/** The bytes of a base45 text; throws on anything RFC 9285 calls invalid. */
export function base45Decode(text: string): Uint8Array {
  if (text.length % 3 === 1) throw new Error("base45: bad length");
  const values = Array.from(text, (c) => {
    const v = CHARSET.indexOf(c);
    if (v < 0) throw new Error("base45: bad character");
    return v;
  });
  const out: number[] = [];
  for (let i = 0; i < values.length; i += 3) {
    if (i + 2 < values.length) {
      const n = values[i]! + values[i + 1]! * 45 + values[i + 2]! * 2025;
      if (n > 0xffff) throw new Error("base45: bad group");
      out.push(n >> 8, n & 0xff);
    } else {
      const n = values[i]! + values[i + 1]! * 45;
      if (n > 0xff) throw new Error("base45: bad group");
      out.push(n);
    }
  }
  return Uint8Array.from(out);
}
