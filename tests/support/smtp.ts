import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server for tests: plain text on 127.0.0.1, any port, no auth, every message kept.
// The MIME parsing is just enough for what nodemailer writes (no mailparser dependency).

export type ReceivedMail = {
  envelopeFrom: string | null;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  raw: string;
};

export type TestSmtp = {
  url: string;
  messages: ReceivedMail[];
  waitFor: (predicate: (m: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const cut = raw.search(/\r?\n\r?\n/);
  const head = cut < 0 ? raw : raw.slice(0, cut);
  const body = cut < 0 ? "" : raw.slice(cut).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body).toString("utf8");
  return part.body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_w, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

/** The leaf parts of a message, depth first. */
function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks.filter((c) => !c.startsWith("--")).flatMap((c) => leaves(splitPart(c.replace(/^\r?\n/, ""))));
}

export function parseMessage(raw: string): Omit<ReceivedMail, "envelopeFrom" | "envelopeTo"> {
  const top = splitPart(raw);
  const parts = leaves(top);
  const ofType = (t: string) => parts.find((p) => (p.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(t));
  const text = ofType("text/plain");
  const html = ofType("text/html");
  return {
    from: decodeWords(top.headers.get("from") ?? ""),
    to: decodeWords(top.headers.get("to") ?? ""),
    subject: decodeWords(top.headers.get("subject") ?? ""),
    text: text ? decodeBody(text) : "",
    html: html ? decodeBody(html) : null,
    raw,
  };
}

/**
 * `port` 0 picks a free one; a given port brings a stopped server back on the same address.
 * `reject` refuses matching recipients with a permanent 550 (a job that can never succeed).
 */
export async function startTestSmtp(port = 0, options: { reject?: RegExp } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A reverse DNS lookup per connection only slows tests down.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (options.reject?.test(address.address)) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          envelopeFrom: mailFrom ? mailFrom.address : null,
          envelopeTo: rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString("utf8")),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  const waitFor = (predicate: (m: ReceivedMail) => boolean, timeoutMs = 15_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
