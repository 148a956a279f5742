import { deflateRawSync, inflateRawSync } from "node:zlib";

// A dive's samples as one bytea (decision 0021). Columns, not rows: each column is scaled to an
// integer at a fixed resolution (seconds, millimetres, 1/100 °C, 1/100 bar), delta-encoded
// against the column's previous recorded value, zig-zag folded and written as LEB128 varints
// (0 = not recorded, n + 1 = the delta), then deflated. A steady column costs about a byte a
// sample before deflate; a 3-hour dive at 1 s (10,800 samples) packs to a few tens of kB and
// decodes in about a millisecond.

export const PROFILE_FORMAT = 1;

/** Samples in SI-style units: t in s, depth and ceiling in m, temperature in °C, pressure in bar, ndl in s. */
export type ProfileColumns = {
  t: number[];
  depth: (number | null)[];
  temperature: (number | null)[];
  pressure: (number | null)[];
  ndl: (number | null)[];
  ceiling: (number | null)[];
};

export const COLUMN_SCALE = { t: 1, depth: 1000, temperature: 100, pressure: 100, ndl: 1, ceiling: 1000 } as const;
const ORDER = ["t", "depth", "temperature", "pressure", "ndl", "ceiling"] as const;

export const emptyColumns = (): ProfileColumns => ({ t: [], depth: [], temperature: [], pressure: [], ndl: [], ceiling: [] });

class VarintWriter {
  private buf = new Uint8Array(1024);
  length = 0;
  push(v: number) {
    if (this.length + 10 > this.buf.length) {
      const next = new Uint8Array(this.buf.length * 2);
      next.set(this.buf.subarray(0, this.length));
      this.buf = next;
    }
    // Values stay below 2^53; divide rather than shift so they are not cut to 32 bits.
    while (v >= 0x80) {
      this.buf[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.length++] = v;
  }
  bytes() {
    return this.buf.subarray(0, this.length);
  }
}

const zigzag = (n: number) => (n >= 0 ? n * 2 : -n * 2 - 1);
const unzigzag = (z: number) => (z % 2 === 0 ? z / 2 : -(z + 1) / 2);

export function encodeProfile(columns: ProfileColumns): { samples: Uint8Array<ArrayBuffer>; sampleCount: number } {
  const n = columns.t.length;
  const w = new VarintWriter();
  w.push(n);
  for (const key of ORDER) {
    const col = columns[key] as (number | null)[];
    const scale = COLUMN_SCALE[key];
    let prev = 0;
    for (let i = 0; i < n; i++) {
      const v = col[i];
      if (v === null || v === undefined || !Number.isFinite(v)) {
        w.push(0);
        continue;
      }
      const scaled = Math.round(v * scale);
      w.push(zigzag(scaled - prev) + 1);
      prev = scaled;
    }
  }
  const packed = deflateRawSync(w.bytes(), { level: 6 });
  return { samples: new Uint8Array(packed), sampleCount: n };
}

export function decodeProfile(bytes: Uint8Array): ProfileColumns {
  const raw = inflateRawSync(bytes);
  let pos = 0;
  const read = () => {
    let result = 0;
    let mul = 1;
    for (;;) {
      const b = raw[pos++];
      if (b === undefined) throw new Error("Truncated profile.");
      result += (b & 0x7f) * mul;
      if (b < 0x80) return result;
      mul *= 0x80;
    }
  };
  const n = read();
  const out = emptyColumns();
  for (const key of ORDER) {
    const col = new Array<number | null>(n);
    const scale = COLUMN_SCALE[key];
    let prev = 0;
    for (let i = 0; i < n; i++) {
      const z = read();
      if (z === 0) {
        col[i] = null;
        continue;
      }
      prev += unzigzag(z - 1);
      col[i] = prev / scale;
    }
    (out as Record<string, (number | null)[]>)[key] = col;
  }
  return out;
}
