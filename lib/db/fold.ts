import { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/client";

// The one folding of every search (issue 36, decision 0042). The database's fold_search()
// (prisma/migrations/*_one_folding) is the only definition of "the same letters": lower case,
// accents removed (precomposed or combining), ß/æ/œ/þ spelled out, spaces collapsed. A search folds
// its column *and* its term with it, so JavaScript and SQL can never disagree; nothing folds in
// JavaScript. `column` below is SQL text of the caller's statement (a column or an expression, a
// constant of the code, never request input); the term is always a bound parameter.
//
// The term is escaped before it is folded: folding never adds, removes or separates `\`, `%` and
// `_`, so the escaped term, folded, is the folded term, escaped.

/** LIKE's wildcards (and its escape, backslash, PostgreSQL's default) typed in a search match themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, "\\$&");
}

/** `fold_search(<column>)`. */
export function foldedColumn(column: string): Prisma.Sql {
  return Prisma.sql`fold_search(${Prisma.raw(column)})`;
}

/** `fold_search(<term>)`, the term a bound parameter. */
export function foldedTerm(term: string): Prisma.Sql {
  return Prisma.sql`fold_search(${term})`;
}

/** The LIKE pattern "the folded term anywhere", for a column that holds folded text already (users.search_text). */
export function containing(term: string): Prisma.Sql {
  return Prisma.sql`'%' || ${foldedTerm(escapeLike(term))} || '%'`;
}

/** The folded column contains the folded term (a trigram index on `fold_search(column)` serves it). */
export function foldedContains(column: string, term: string): Prisma.Sql {
  return Prisma.sql`${foldedColumn(column)} LIKE ${containing(term)}`;
}

/** The folded column equals the folded term. */
export function foldedEquals(column: string, term: string): Prisma.Sql {
  return Prisma.sql`${foldedColumn(column)} = ${foldedTerm(term)}`;
}

/**
 * The term as the database folds it, for a service that decides by its shape (one word or several)
 * or matches a column that holds folded text through Prisma (escape it with escapeLike then).
 */
export async function foldTerm(db: Db, term: string): Promise<string> {
  const [row] = await db.$queryRaw<{ folded: string }[]>`SELECT ${foldedTerm(term)} AS folded`;
  return row?.folded ?? "";
}
