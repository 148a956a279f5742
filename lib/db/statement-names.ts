import { createHash } from "node:crypto";

// node-postgres sends an unnamed statement unless given a name: PostgreSQL then parses and plans
// every query Prisma sends, on every request. For the short primary-key reads of the hot path that
// parse/plan step cost more backend CPU than the execution (docs/benchmarks.md). A name derived from
// the SQL text lets each pooled connection prepare a statement once and reuse it.
//
// Prisma writes a different text for each list length (`IN ($1,$2,...)`) and each filter shape, so
// the set of texts is open-ended; each named statement holds memory in every PostgreSQL backend
// until the connection closes. Only the first MAX_NAMED distinct texts seen by the process get a
// name; later ones run unnamed (the empty name), as before.
export const MAX_NAMED = 500;

// A statement whose plan hangs on a LIKE pattern (the searches' substring and prefix matches)
// stays unnamed, so PostgreSQL plans it with the pattern it is given. Named, it gets a generic plan
// after five runs, which guesses the pattern's selectivity: at 200,000 divers, counting one actor's
// audit rows under an action prefix they all have took 6.5 ms planned with the pattern and 254 ms
// with the generic plan, which read the action's trigram index for the whole table (decision 0033).
const PATTERN_MATCH = /\bI?LIKE\b/i;

export function statementNamer(max = MAX_NAMED) {
  // Each distinct text is decided once: its name, or "" for a pattern statement (remembered too,
  // so the pattern test does not run again on every execution).
  const names = new Map<string, string>();
  return ({ sql }: { sql: string }): string => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) {
      name = PATTERN_MATCH.test(sql) ? "" : `p_${createHash("sha1").update(sql).digest("base64url")}`;
      names.set(sql, name);
    }
    return name ?? "";
  };
}

/**
 * The driver adapter's options: statements named by statementNamer, or (named = false,
 * DB_NAMED_STATEMENTS=0) none, so every statement goes out unnamed and is parsed and planned on
 * each execution. Unnamed statements live only until the next one on the same connection, which
 * is what a transaction-mode pooler that does not track prepared statements needs.
 */
export function pgAdapterOptions(named: boolean): { statementNameGenerator?: ReturnType<typeof statementNamer> } {
  return named ? { statementNameGenerator: statementNamer() } : {};
}
