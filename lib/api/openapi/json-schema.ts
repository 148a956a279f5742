import { z } from "zod";
import type { JsonSchema } from "@/lib/api/openapi/types";

// zod → JSON Schema 2020-12 (the dialect of OpenAPI 3.1) with zod's own converter: it reads
// `.meta()` and, with io "input", documents what a client sends (the side before
// .transform/.pipe/.preprocess), which is what request schemas must show. Refinements
// that JSON Schema cannot express are left out; they still answer 422 at run time.

const SAFE = Number.MAX_SAFE_INTEGER;

/** Drops zod's implicit ±MAX_SAFE_INTEGER bounds on every int: noise for readers. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === "minimum" || key === "maximum") && Math.abs(value as number) === SAFE) continue;
    out[key] = tidy(value);
  }
  return out;
}

/** `#/$defs/X` → `#/components/schemas/X`; the definitions are returned for the components. */
function hoistDefs(schema: JsonSchema): { schema: JsonSchema; defs: Record<string, JsonSchema> } {
  const { $defs, $schema: _dialect, ...rest } = schema;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== "object") return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = key === "$ref" && typeof value === "string" ? value.replace(/^#\/\$defs\//, "#/components/schemas/") : rewrite(value);
    }
    return out;
  };
  const defs: Record<string, JsonSchema> = {};
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) defs[name] = rewrite(def) as JsonSchema;
  return { schema: rewrite(rest) as JsonSchema, defs };
}

export type Converted = { schema: JsonSchema; defs: Record<string, JsonSchema> };

export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): Converted {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return hoistDefs(tidy(raw) as JsonSchema);
}

/** The properties of an object schema, for path/query parameters. */
export function objectProperties(schema: JsonSchema): { name: string; required: boolean; schema: JsonSchema }[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, required: required.has(name), schema: s }));
}
