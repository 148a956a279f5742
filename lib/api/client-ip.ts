import { BlockList, isIP } from "node:net";
import { env, type Env } from "@/lib/env";

// The address rate limits count. X-Forwarded-For is client text: it is believed only when the
// connection came from a configured proxy, and then read from the right, where each trusted
// proxy appended the address it saw, so a value the client wrote at the left is never reached.

/**
 * Set by our HTTP server (scripts/server.mjs) from the socket after deleting any copy the client
 * sent: Next.js hands route handlers a Request without the peer address.
 */
export const PEER_HEADER = "x-divecert-peer";

type HeaderGetter = (name: string) => string | null | undefined;

let cache: { settings: Env; list: BlockList } | undefined;

function trustedList(settings: Env): BlockList {
  if (cache?.settings === settings) return cache.list;
  const list = new BlockList();
  for (const entry of settings.trustedProxies) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  cache = { settings, list };
  return list;
}

function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export function isTrustedProxy(address: string, settings: Env = env()): boolean {
  const ip = normalise(address);
  const family = isIP(ip);
  if (!family) return false;
  return trustedList(settings).check(ip, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client address of a request. Without the peer header the request did not come through our
 * server: in-process callers (tests, `next dev`) count as loopback, while production falls back
 * to one shared "unknown" subject rather than believe a header anyone can set.
 */
export function clientIpFrom(get: HeaderGetter, settings: Env = env()): string {
  const peerHeader = get(PEER_HEADER);
  const peer = peerHeader ? normalise(peerHeader) : settings.nodeEnv === "production" ? "unknown" : "127.0.0.1";
  if (!isTrustedProxy(peer, settings)) return peer;
  const hops = (get("x-forwarded-for") ?? "").split(",").map(normalise).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (!isTrustedProxy(hop, settings)) return hop;
  }
  return hops[0] ?? peer;
}

export function clientIp(req: Request): string {
  return clientIpFrom((name) => req.headers.get(name));
}
