import type { Part } from "@/tests/support/document-factories";
import type { CallResult } from "@/tests/support/http";
import type { Role, World } from "@/tests/support/contract-walk/world";

// One recipe per operation of the document: how to call it SUCCESSFULLY on the demo data (who,
// which path parameters, query, body), and what to note for later recipes. Recipes run in the
// order of the list, so a write comes after the reads it would disturb and may use objects an
// earlier recipe created.

type Maybe<T> = T | Promise<T>;

export type Recipe = {
  /** `METHOD /api/v1/path/{param}` exactly as in the document. */
  op: string;
  /** Whose bearer token (a function for a token made by an earlier recipe); `public` sends none. */
  as: Role | "public" | ((w: World) => string);
  /** Work the call needs first (objects to create, a payment to confirm...). */
  before?: (w: World) => Maybe<void>;
  params?: (w: World) => Maybe<Record<string, string | number>>;
  query?: (w: World) => Maybe<Record<string, string>>;
  body?: (w: World) => Maybe<unknown>;
  /** A multipart/form-data body instead of JSON. */
  multipart?: (w: World) => Maybe<Part[]>;
  headers?: (w: World) => Record<string, string>;
  /** Reads what later recipes need from the answer. */
  after?: (res: CallResult, w: World) => Maybe<void>;
};

export const recipe = (op: string, as: Recipe["as"], rest: Omit<Recipe, "op" | "as"> = {}): Recipe => ({ op, as, ...rest });
