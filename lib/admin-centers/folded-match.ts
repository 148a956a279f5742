import type { Db } from "@/lib/db/client";
import { foldName } from "@/lib/search/fold-name";

// Case- and accent-insensitive "contains" for the console's searches. PostgreSQL's unaccent is
// not in PGlite (docs/decisions/0011), so the column is folded with translate(): every accented
// letter that lib/search/fold-name.ts folds to one base letter, in both cases (lower() only
// lowers ASCII under the C collation), then lower(). The query is folded by foldName itself.

const letters = "àáâãäåāăąǎèéêëēĕėęěìíîïĩīĭįǐòóôõöøōŏőǒùúûüũūŭůűųǔçćĉċčďđñńņňŕřśŝşšţťýÿŷźżžğĝġģĥĵķĺļľł";
const all = [...letters, ...letters.toUpperCase()].filter((c, i, a) => a.indexOf(c) === i);
const pairs = all.map((c) => [c, foldName(c)] as const).filter(([c, f]) => f.length === 1 && f !== c);
const FROM = pairs.map(([c]) => c).join("");
const TO = pairs.map(([, f]) => f).join("");

/** SQL that folds a text column like foldName does (for the accented letters it knows). */
export const foldedColumn = (column: string) => `lower(translate(coalesce(${column}, ''), '${FROM}', '${TO}'))`;

/** The LIKE pattern of a folded query: `%` and `_` typed in a search box match themselves. */
export const likePattern = (q: string) => `%${foldName(q).replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Ids of the rows of `table` where any of `columns` contains `q`, folded. The table and column
 * names are constants of the callers, never request input; `q` is a bound parameter.
 */
export async function foldedMatchIds(db: Db, table: "dive_centers" | "distributors", columns: readonly string[], q: string): Promise<number[]> {
  const where = columns.map((c) => `${foldedColumn(c)} LIKE $1`).join(" OR ");
  const rows = await db.$queryRawUnsafe<{ id: number }[]>(`SELECT id FROM ${table} WHERE ${where}`, likePattern(q));
  return rows.map((r) => Number(r.id));
}
