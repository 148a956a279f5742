import { createHash } from "node:crypto";
import http2 from "node:http2";
import { importPKCS8, SignJWT, type CryptoKey } from "jose";

// Apple's APNs provider API for Wallet pass updates (decision 0050): HTTP/2 with token-based
// auth, straight on node:http2. A push is one POST and jose (a dependency already) signs the
// provider token; a maintained package (@parse/node-apn) would add jsonwebtoken and a connection
// pool built for app notifications, nothing a pass update needs. One session per batch; each
// device gets `POST /3/device/<push token>` with an empty JSON payload and the pass type id as
// topic: the device then asks our PassKit web service what changed (lib/wallet/apple/web-service/).
//
// Headers: Wallet ignores any payload, so the push is a background push, which Apple requires at
// priority 5 (10 is an error for background pushes). The provider token is an ES256 JWT over the
// team id, signed with the .p8 key; Apple refuses one older than an hour and answers
// TooManyProviderTokenUpdates when a new one comes too often, so one is kept for 50 minutes.

export type ApnsCredentials = {
  /** The APNs auth key (.p8, PKCS#8 PEM) and its 10-character key id. */
  keyPem: string;
  keyId: string;
  /** The Apple developer team the key belongs to (the JWT's issuer). */
  teamId: string;
};

export type ApnsTarget = ApnsCredentials & {
  /** `https://api.push.apple.com` in production; tests give a local h2c server's `http://127.0.0.1:<port>`. */
  url: string;
  /** The pass type identifier: Wallet's pushes are addressed to it. */
  topic: string;
};

/**
 * APNs's answer for one push token. `status` null: no answer (connection refused or lost, or no
 * answer within the timeout), `reason` then says why. Otherwise Apple's status and, for an error,
 * its `reason` (e.g. `Unregistered`, `BadDeviceToken`, `TooManyRequests`) and, with 410, the
 * `timestamp` (ms) since which the token is no longer valid.
 */
export type ApnsResult = { token: string; status: number | null; reason: string | null; timestamp: number | null };

export const PROVIDER_TOKEN_REUSE_MS = 50 * 60_000;
export const APNS_REQUEST_TIMEOUT_MS = 10_000;
/** Streams open at once on the session (Apple allows more; a pass rarely has more than a few devices). */
const PARALLEL_STREAMS = 50;

type Kept = { token: string; issuedAtMs: number };
const keptTokens = new Map<string, Kept>();
const keys = new Map<string, Promise<CryptoKey>>();

const credentialsKey = (c: ApnsCredentials) => `${c.teamId}:${c.keyId}:${createHash("sha256").update(c.keyPem).digest("hex")}`;

function signingKey(c: ApnsCredentials, cacheKey: string): Promise<CryptoKey> {
  let key = keys.get(cacheKey);
  if (!key) {
    key = importPKCS8(c.keyPem, "ES256");
    keys.set(cacheKey, key);
    key.catch(() => keys.delete(cacheKey));
  }
  return key;
}

/**
 * The provider token for these credentials: `{ alg: ES256, kid }` over `{ iss: team id, iat }`,
 * made once and answered again for 50 minutes (per process), then made anew.
 */
export async function providerToken(c: ApnsCredentials, nowMs: number = Date.now()): Promise<string> {
  const cacheKey = credentialsKey(c);
  const kept = keptTokens.get(cacheKey);
  if (kept && nowMs - kept.issuedAtMs < PROVIDER_TOKEN_REUSE_MS && nowMs >= kept.issuedAtMs) return kept.token;
  const issuedAt = Math.floor(nowMs / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: c.keyId })
    .setIssuer(c.teamId)
    .setIssuedAt(issuedAt)
    .sign(await signingKey(c, cacheKey));
  keptTokens.set(cacheKey, { token, issuedAtMs: issuedAt * 1000 });
  return token;
}

/** Drops the kept provider token (APNs called it expired or invalid): the next push makes a new one. */
export function forgetProviderToken(c: ApnsCredentials): void {
  keptTokens.delete(credentialsKey(c));
}

/** Whether APNs refused the provider token itself (not the device token): a new one may help. */
export function providerTokenRefused(result: ApnsResult): boolean {
  return result.status === 403 && /ProviderToken/.test(result.reason ?? "");
}

function pushOne(session: http2.ClientHttp2Session, pushToken: string, headers: http2.OutgoingHttpHeaders, timeoutMs: number): Promise<ApnsResult> {
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (result: Omit<ApnsResult, "token">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ token: pushToken, ...result });
    };
    const noAnswer = (why: string) => finish({ status: null, reason: why, timestamp: null });
    let stream: http2.ClientHttp2Stream;
    try {
      stream = session.request({ ...headers, ":method": "POST", ":path": `/3/device/${encodeURIComponent(pushToken)}` });
    } catch (e) {
      noAnswer(e instanceof Error ? e.message : String(e));
      return;
    }
    timer = setTimeout(() => {
      noAnswer(`no answer within ${timeoutMs / 1000} s`);
      stream.close(http2.constants.NGHTTP2_CANCEL);
    }, timeoutMs);
    let status: number | null = null;
    const chunks: Buffer[] = [];
    stream.on("response", (h) => (status = Number(h[":status"])));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", (e: Error) => noAnswer(e.message));
    stream.on("close", () => {
      if (status === null) return noAnswer(`stream closed without an answer (code ${stream.rstCode ?? "?"})`);
      let body: { reason?: unknown; timestamp?: unknown } = {};
      try {
        const text = Buffer.concat(chunks).toString("utf8");
        if (text) body = JSON.parse(text) as typeof body;
      } catch {
        /* not Apple's JSON: the status says enough */
      }
      finish({
        status,
        reason: typeof body.reason === "string" ? body.reason : status === 200 ? null : `HTTP ${status}`,
        timestamp: typeof body.timestamp === "number" ? body.timestamp : null,
      });
    });
    stream.end("{}");
  });
}

/**
 * Pushes "this pass changed" to each of `pushTokens` over one HTTP/2 session to `target.url`,
 * closed after; answers APNs's result per token (in the tokens' order). Never throws for a token's
 * failure: a refused connection or a timeout is a result with `status: null`.
 */
export async function pushPassUpdates(pushTokens: readonly string[], target: ApnsTarget, options: { timeoutMs?: number } = {}): Promise<ApnsResult[]> {
  if (pushTokens.length === 0) return [];
  const timeoutMs = options.timeoutMs ?? APNS_REQUEST_TIMEOUT_MS;
  const headers: http2.OutgoingHttpHeaders = {
    authorization: `bearer ${await providerToken(target)}`,
    "apns-topic": target.topic,
    "apns-push-type": "background",
    "apns-priority": "5",
    "content-type": "application/json",
  };
  const session = http2.connect(target.url);
  // A failed connection fails every stream too (each answers `status: null`); this keeps the
  // session's own error from being an unhandled event.
  session.on("error", () => undefined);
  const results: ApnsResult[] = new Array(pushTokens.length);
  let next = 0;
  const lane = async () => {
    while (next < pushTokens.length) {
      const i = next++;
      results[i] = await pushOne(session, pushTokens[i]!, headers, timeoutMs);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL_STREAMS, pushTokens.length) }, lane));
  } finally {
    // Every stream has ended or been cancelled: close at once (destroy when any went unanswered,
    // since a hung connection would keep a graceful close waiting).
    if (results.every((r) => r?.status !== null)) session.close();
    else session.destroy();
  }
  if (results.some(providerTokenRefused)) forgetProviderToken(target);
  return results;
}
