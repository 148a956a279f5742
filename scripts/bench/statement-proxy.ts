// A loopback TCP proxy in front of PostgreSQL that counts the statements a server sends, for the
// benchmarks' statement accounting when pg_stat_statements is not loaded (it needs
// shared_preload_libraries, i.e. a restart of the shared cluster). It reads the frontend side of
// the wire protocol only: every Execute ('E', extended protocol: Prisma's named and unnamed
// statements, BEGIN and COMMIT included) and every simple Query ('Q') is one statement, named by
// the SQL of the statement it runs (from Parse, kept per connection). The backend side is piped
// untouched. It adds a hop to every round trip: use it for counts, not for timings.
import net from "node:net";

export type StatementCounts = {
  statements: number;
  /** Round trips: Sync messages and simple queries (each waits for the server's answer). */
  roundTrips: number;
  /** Statements by a short label of their SQL (`INSERT dive_logs`, `SELECT users FOR UPDATE`...). */
  byLabel: Record<string, number>;
};

export type StatementProxy = { url: string; reset(): void; counts(): StatementCounts; close(): Promise<void> };

/** `SELECT ... FROM "public"."users" ... FOR UPDATE` → `SELECT users FOR UPDATE`. */
export function statementLabel(sql: string): string {
  const s = sql.replace(/\s+/g, " ").trim();
  const verb = /^(\w+)/.exec(s)?.[1]?.toUpperCase() ?? "?";
  // The guard's one statement (lib/users/read-user-row.ts): the user row and the token's revocation.
  if (verb === "SELECT" && /revoked_access_tokens/.test(s) && /FROM users/i.test(s)) return "SELECT users (guard)";
  if (["BEGIN", "COMMIT", "ROLLBACK", "SET", "SAVEPOINT", "RELEASE"].includes(verb)) return verb;
  const table = (re: RegExp) => re.exec(s)?.[1];
  const name =
    verb === "INSERT" ? table(/INTO (?:"?\w+"?\.)?"?(\w+)"?/i)
    : verb === "UPDATE" ? table(/^UPDATE (?:"?\w+"?\.)?"?(\w+)"?/i)
    : verb === "DELETE" ? table(/FROM (?:"?\w+"?\.)?"?(\w+)"?/i)
    : table(/ FROM (?:"?\w+"?\.)?"?(\w+)"?/i);
  const extras = [
    / ON CONFLICT [^)]*\)? ?DO NOTHING/i.test(s) ? "ON CONFLICT DO NOTHING" : / ON CONFLICT /i.test(s) ? "ON CONFLICT DO UPDATE" : "",
    /^SELECT (?:MAX|MIN|COUNT)\(/i.test(s) || /SELECT MAX\(/i.test(s) ? "(aggregate)" : "",
    / FOR UPDATE/i.test(s) ? "FOR UPDATE" : "",
  ].filter(Boolean);
  return [verb, name ?? "", ...extras].filter(Boolean).join(" ");
}

const cstring = (buf: Buffer, at: number): [string, number] => {
  const end = buf.indexOf(0, at);
  return [buf.toString("utf8", at, end), end + 1];
};

/** Listens on 127.0.0.1 (a free port) and forwards to `target`'s host and port. */
export async function startStatementProxy(target: string): Promise<StatementProxy> {
  const to = new URL(target);
  let counts: StatementCounts = { statements: 0, roundTrips: 0, byLabel: {} };
  const count = (sql: string) => {
    counts.statements++;
    const label = statementLabel(sql);
    counts.byLabel[label] = (counts.byLabel[label] ?? 0) + 1;
  };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    upstream.pipe(client);

    const statements = new Map<string, string>(); // prepared statement name → SQL
    const portals = new Map<string, string>(); // portal → SQL
    let startup = true; // StartupMessage and SSLRequest have no type byte
    let pending: Buffer = Buffer.alloc(0);
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (startup) {
          if (pending.length < 4) break;
          const len = pending.readInt32BE(0);
          if (pending.length < len) break;
          const code = len >= 8 ? pending.readInt32BE(4) : 0;
          startup = code === 80877103 || code === 80877104; // SSL / GSS request: the startup follows
          pending = pending.subarray(len);
          continue;
        }
        if (pending.length < 5) break;
        const type = String.fromCharCode(pending[0]!);
        const len = pending.readInt32BE(1);
        if (pending.length < 1 + len) break;
        const body = pending.subarray(5, 1 + len);
        if (type === "P") {
          const [name, at] = cstring(body, 0);
          statements.set(name, cstring(body, at)[0]);
        } else if (type === "B") {
          const [portal, at] = cstring(body, 0);
          portals.set(portal, statements.get(cstring(body, at)[0]) ?? "?");
        } else if (type === "E") {
          count(portals.get(cstring(body, 0)[0]) ?? "?");
        } else if (type === "S") {
          counts.roundTrips++;
        } else if (type === "Q") {
          const sql = cstring(body, 0)[0].trim();
          if (sql) count(sql);
          counts.roundTrips++;
        } else if (type === "C" && body[0] === 0x53 /* S: a statement */) {
          statements.delete(cstring(body, 1)[0]);
        }
        pending = pending.subarray(1 + len);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    reset: () => {
      counts = { statements: 0, roundTrips: 0, byLabel: {} };
    },
    counts: () => ({ ...counts, byLabel: { ...counts.byLabel } }),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
