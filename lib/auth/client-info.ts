import { isIP } from "node:net";

// Who is signing in, as far as a session list needs to show it (decision 0026). Only the
// shortened network is kept: an IPv4 address to its /24, an IPv6 one to its /48; the new-device
// check compares the wider /16 (IPv4) or /32 (IPv6, a provider's usual allocation).

// The client of a request is lib/auth/security-events.ts's ClientInfo (ctx.client in the kernel, pageClient() in pages).
export type { ClientInfo } from "@/lib/auth/security-events";

const MAX_UA = 512;

/** The user agent as stored (trimmed, at most 512 characters), or null. */
export const storedUserAgent = (ua: string | null | undefined) => (ua?.trim() ? ua.trim().slice(0, MAX_UA) : null);

function ipv6Groups(ip: string): number[] | null {
  const [head = "", tail] = ip.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  if (ip.includes(".")) return null; // embedded IPv4 forms are rare here; shown as unknown
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** RFC 5952 text: lower-case hex, the longest run of two or more zero groups as "::". */
function compressIpv6(groups: number[]): string {
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.length < 2) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

/** The address cut to `v4Bits` (IPv4) or `v6Bits` (IPv6) as CIDR text; null when it is no address. */
export function networkOf(ip: string, v4Bits: number, v6Bits: number): string | null {
  const family = isIP(ip);
  if (family === 4) {
    const octets = ip.split(".").map(Number);
    const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
    const masked = v4Bits === 0 ? 0 : (value & (0xffffffff << (32 - v4Bits))) >>> 0;
    return `${[24, 16, 8, 0].map((s) => (masked >>> s) & 255).join(".")}/${v4Bits}`;
  }
  if (family === 6) {
    const groups = ipv6Groups(ip.toLowerCase());
    if (!groups) return null;
    const kept = groups.map((g, i) => {
      const bits = Math.max(0, Math.min(16, v6Bits - i * 16));
      return bits === 0 ? 0 : g & (0xffff << (16 - bits)) & 0xffff;
    });
    return `${compressIpv6(kept)}/${v6Bits}`;
  }
  return null;
}

/** What the sessions list shows and keeps: IPv4 /24, IPv6 /48. */
export const shortIp = (ip: string) => networkOf(ip, 24, 48);

/** The network the new-device check compares: IPv4 /16, IPv6 /32. Accepts a full or shortened address. */
export const deviceNetwork = (ip: string) => networkOf(ip.replace(/\/\d+$/, ""), 16, 32);
