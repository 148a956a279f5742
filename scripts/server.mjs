// The production HTTP server: Next.js through its programmatic API on node:http, because
// `next start` cannot do four things the service needs (docs/decisions/0012-ops-custom-server.md,
// 0007-api-compression.md): tell route handlers the peer address, bound its shutdown
// and close the database pool, exit 0 after a clean SIGTERM, and compress API answers. Plain
// JavaScript so it also runs in the standalone image.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import compression from "compression";
import next from "next";

// Kept in step with lib/api/client-ip.ts (PEER_HEADER) and lib/api/with-api.ts (request ids).
const PEER_HEADER = "x-divecert-peer";
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
// Idle keep-alive connections get this long after SIGTERM to carry one last request (answered
// with `Connection: close`), so a proxy is not cut off while it is sending on one.
const IDLE_DRAIN_MS = 1_000;

function setting(name, fallback, valid) {
  const value = process.env[name] || fallback;
  if (!valid(value)) {
    console.error(`Invalid configuration: ${name}=${value}`);
    process.exit(1);
  }
  return value;
}

const dir = path.resolve(import.meta.dirname, "..");
const port = Number(setting("PORT", "3000", (v) => /^\d+$/.test(v) && Number(v) > 0 && Number(v) < 65536));
// Unset: every interface, IPv6 and IPv4 alike, as `next start` does.
const host = setting("HOST", "", (v) => v === "" || net.isIP(v) !== 0 || v === "localhost") || undefined;
const graceMs = 1000 * Number(setting("SHUTDOWN_GRACE_SECONDS", "15", (v) => /^\d+(\.\d+)?$/.test(v) && Number(v) <= 600));
const threshold = LEVELS[setting("LOG_LEVEL", "info", (v) => v in LEVELS)];

function log(level, msg, fields = {}) {
  if (LEVELS[level] < threshold) return;
  process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + "\n");
}

// Node's own warnings (a library's deprecation, say) as log lines too, not free text on stderr.
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  const requestId = globalThis.__divecertRequestContext?.getStore()?.requestId;
  log("warn", warning.message, { warning: warning.name, code: warning.code, ...(requestId ? { request_id: requestId } : {}) });
});

/** The standalone build ships no next.config.js: its settings come from the build's manifest. */
function standaloneConfig() {
  if (["js", "mjs", "ts"].some((ext) => existsSync(path.join(dir, `next.config.${ext}`)))) return undefined;
  const file = path.join(dir, ".next", "required-server-files.json");
  if (!existsSync(file)) return undefined;
  const { config } = JSON.parse(readFileSync(file, "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}

const conf = standaloneConfig();
const app = next({ dev: false, dir, hostname: host, port, ...(conf ? { conf } : {}) });
const handle = app.getRequestHandler();
const context = (globalThis.__divecertRequestContext ??= new AsyncLocalStorage());

// Compression (decision 0007): Next.js never compresses route handlers' answers, so the server
// compresses every answer here, pages and static files too (next.config.js turns Next's own off).
// Text, JSON, JavaScript, XML and SVG, but never a download (Content-Disposition: attachment:
// CSV and UDDF exports, PDFs), which streams as it is. 1 KiB and up: a smaller answer fits in
// the first TCP segment with its headers anyway, so compressing it costs CPU and saves no round
// trip. Brotli at quality 4 and gzip at level 6 (the library's defaults): quality 11 costs far
// more CPU per answer than it saves on a few kB. The library negotiates Accept-Encoding with its
// quality values (br preferred on a tie, identity when the header is absent), adds
// Vary: Accept-Encoding, and leaves HEAD, Cache-Control: no-transform and anything already
// encoded alone; streamed pages stay streamed (Next flushes after each chunk).
const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const COMPRESSIBLE_TYPE = /^(?:text\/[\w.+-]+|application\/(?:javascript|ecmascript|xml|[\w.-]+\+(?:json|xml))|application\/json|image\/svg\+xml)\s*(?:;|$)/i;
const NO_BODY = new Set([204, 304]);
// Next copies route handlers' headers with appendHeader, so a header may be an array.
const header = (res, name) => [res.getHeader(name)].flat()[0];
const isJson = (res) => JSON_TYPE.test(String(header(res, "Content-Type") ?? ""));
const compress = compression({
  threshold: COMPRESS_MIN_BYTES,
  filter: (req, res) =>
    res.statusCode >= 200 &&
    !NO_BODY.has(res.statusCode) &&
    !/^\s*attachment/i.test(String(header(res, "Content-Disposition") ?? "")) &&
    COMPRESSIBLE_TYPE.test(String(header(res, "Content-Type") ?? "")),
});

/**
 * Next sends a route handler's answer as flushHeaders(), write(body), flush(), end(), and drops
 * any Content-Length the handler set, so `compression` has to decide before it has seen a byte
 * and compresses even a 60-byte error. This holds a JSON body back (at most the threshold's worth)
 * until it reaches the threshold, then lets it through to be compressed, or until it ends, and
 * then sends it whole with its Content-Length, which the library leaves uncompressed when small.
 * Installed outside `compression` (the outermost wrapper, hence Next's own compression is off),
 * so the library sees the calls as if Next had made them late.
 */
function holdSmallJson(req, res) {
  const { flushHeaders, write, end } = res;
  let held; // the chunks held back, while undecided
  let size = 0;
  const holding = () => {
    if (held === undefined) held = !res.headersSent && req.method !== "HEAD" && !NO_BODY.has(res.statusCode) && !res.hasHeader("Content-Length") && isJson(res) ? [] : null;
    return held !== null;
  };
  const release = () => {
    const chunks = held;
    held = null;
    for (const chunk of chunks) write.call(res, chunk);
  };
  res.flushHeaders = function () {
    if (!holding()) flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, callback) {
    if (!holding()) return write.call(this, chunk, encoding, callback);
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
    held.push(bytes);
    size += bytes.length;
    if (size >= COMPRESS_MIN_BYTES) release();
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  // Called after each write: nothing to flush while the body is held back.
  const ownFlush = res.flush;
  res.flush = function () {
    if (!held) ownFlush?.call(this);
  };
  res.end = function (chunk, encoding, callback) {
    if (!held) return end.call(this, chunk, encoding, callback);
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (chunk != null) held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? "utf8"));
    const body = Buffer.concat(held);
    held = null;
    if (!res.headersSent) res.setHeader("Content-Length", body.length);
    return end.call(this, body, callback);
  };
}

let draining = false;
let inFlight = 0;

function onRequest(req, res) {
  const started = performance.now();
  // Whatever the client wrote here is replaced: only the socket knows who connected.
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  const given = req.headers["x-request-id"];
  const requestId = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
  req.headers["x-request-id"] = requestId;
  inFlight += 1;
  if (draining) res.setHeader("Connection", "close");
  res.once("close", () => {
    inFlight -= 1;
    log("info", "request", {
      request_id: requestId,
      method: req.method,
      path: (req.url ?? "").split("?")[0],
      status: res.statusCode,
      duration_ms: Math.round(performance.now() - started),
      peer: req.socket.remoteAddress,
      aborted: !res.writableFinished || undefined,
    });
  });
  compress(req, res, () => {});
  holdSmallJson(req, res);
  context.run({ requestId }, () => {
    handle(req, res).catch((error) => {
      log("error", "request handler failed", { request_id: requestId, error: String(error?.message ?? error) });
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json; charset=utf-8", "X-Request-Id": requestId });
      res.end(JSON.stringify({ status: "error", message: "Server error.", request_id: requestId }));
    });
  });
}

const server = http.createServer(onRequest);
// Longer than the proxy's idle timeout for upstream connections (nginx: 60 s), so the proxy
// closes idle connections first and never sends on one we are closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

async function shutdown(signal) {
  if (draining) return;
  draining = true;
  const begun = Date.now();
  log("info", "shutting down", { signal, in_flight: inFlight, grace_ms: graceMs });
  // Background jobs (lib/jobs/start-in-server.ts) finish or are handed back within the same grace.
  const jobsStopped = Promise.resolve(globalThis.__divecertStopJobs?.(graceMs)).catch((error) => log("warn", "job queue stop failed", { error: String(error) }));
  // Stop accepting at once, but leave idle keep-alive connections open for a moment (see above).
  net.Server.prototype.close.call(server);
  const idleTimer = setTimeout(() => server.closeIdleConnections(), Math.min(IDLE_DRAIN_MS, graceMs));
  let drained = false;
  while (Date.now() - begun < graceMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight === 0 && Date.now() - begun >= Math.min(IDLE_DRAIN_MS, graceMs)) {
      drained = true;
      break;
    }
  }
  drained ||= inFlight === 0;
  clearTimeout(idleTimer);
  if (!drained) log("warn", "grace period over: cutting requests in flight", { in_flight: inFlight });
  server.closeAllConnections();
  await app.close().catch((error) => log("warn", "next close failed", { error: String(error) }));
  await jobsStopped;
  await globalThis.__divecertCloseDb?.().catch((error) => log("warn", "database close failed", { error: String(error) }));
  log("info", "stopped", { signal, drained, duration_ms: Date.now() - begun });
  process.exit(drained ? 0 : 1);
}

for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown(signal));

await app.prepare();
server.listen({ port, host }, () => {
  const url = process.env.APP_URL || `http://localhost:${port}`;
  log("info", "listening", { host, port, pid: process.pid });
  process.stdout.write(`\nDiveCert is running at ${url}  (API: ${url}/api/v1, docs: ${url}/docs/api)\n\n`);
});
