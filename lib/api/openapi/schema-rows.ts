import type { JsonSchema } from "@/lib/api/openapi/types";

// A JSON Schema of the document (zod 4's output: `anyOf [X, {type: null}]` or `type: [x, "null"]`
// for nullables, `enum`, date patterns, `$ref`s to components) as the rows of a field table for
// people: name (dotted for nested objects, `[]` for array items), type (a component name is a
// link), nullable, and notes (allowed values, date forms, limits, defaults, the description).

export type TypeToken = { text: string } | { ref: string };
export type FieldRow = { name: string; type: TypeToken[]; nullable: boolean; optional: boolean; notes: string[]; description?: string };

const refName = (ref: string) => ref.split("/").pop() ?? ref;
const asSchema = (v: unknown): JsonSchema | undefined => (v && typeof v === "object" && !Array.isArray(v) ? (v as JsonSchema) : undefined);
const isNull = (s: JsonSchema) => s.type === "null" || (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null);

/** The contract's date forms (lib/api/record-formats.ts), named instead of shown as regexes. */
const datePatterns: Record<string, string> = {
  "^\\d{4}-\\d{2}-\\d{2}$": "Y-m-d",
  "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}\\+00:00$": "ISO 8601, microseconds, +00:00",
  "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$": "ISO 8601, milliseconds, UTC",
};

/** A schema without its `null` alternative, and whether it had one. */
export function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const rest = alternatives.filter((a) => !isNull(a));
    const nullable = rest.length < alternatives.length;
    if (rest.length === 1) {
      // Keep the outer description/default (zod puts them beside the anyOf).
      const { anyOf: _a, oneOf: _o, ...outer } = schema;
      return { schema: { ...rest[0]!, ...outer }, nullable };
    }
    return { schema: { ...schema, anyOf: rest, oneOf: undefined }, nullable };
  }
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((t) => t !== "null");
    const nullable = types.length < schema.type.length;
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable };
  }
  return { schema, nullable: schema.nullable === true };
}

const scalarName = (s: JsonSchema): string => {
  if (Array.isArray(s.type)) return (s.type as string[]).join(" | ");
  if (typeof s.type === "string") {
    if (s.type === "string" && typeof s.pattern === "string" && datePatterns[s.pattern]) return "date";
    if (s.type === "string" && typeof s.format === "string") return `string (${s.format})`;
    return s.type;
  }
  if (Array.isArray(s.enum)) return typeof s.enum[0] === "number" ? "number" : "string";
  return "any";
};

export function typeTokens(input: JsonSchema): TypeToken[] {
  const { schema: s } = withoutNull(input);
  if (typeof s.$ref === "string") return [{ ref: refName(s.$ref) }];
  const alternatives = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return alternatives.flatMap((a, i) => [...(i ? [{ text: " | " }] : []), ...typeTokens(a)]);
  if ("const" in s) return [{ text: JSON.stringify(s.const) }];
  if (s.type === "array") {
    const items = asSchema(s.items);
    return items ? [...typeTokens(items), { text: "[]" }] : [{ text: "array" }];
  }
  if (s.type === "object") {
    const values = asSchema(s.additionalProperties);
    if (values && !asSchema(s.properties)) return [{ text: "map of " }, ...typeTokens(values)];
    return [{ text: "object" }];
  }
  return [{ text: scalarName(s) }];
}

export function notesOf(input: JsonSchema): string[] {
  const { schema: s } = withoutNull(input);
  const out: string[] = [];
  const alternatives = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (alternatives && alternatives.length > 1) {
    const each = alternatives.map((a) => notesOf({ ...a, description: undefined }).join(", ")).filter(Boolean);
    if (each.length) out.push(each.join(" | "));
  }
  const values = Array.isArray(s.enum) ? (s.enum as unknown[]).filter((v) => v !== null) : undefined;
  if (values?.length) out.push(`one of: ${values.map((v) => JSON.stringify(v)).join(", ")}`);
  if (typeof s.pattern === "string") out.push(datePatterns[s.pattern] ?? `pattern ${s.pattern}`);
  if (typeof s.format === "string" && s.type !== "string") out.push(`format: ${s.format}`);
  if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.minimum !== undefined) out.push(`≥ ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined && Math.abs(Number(s.maximum)) < 9e15) out.push(`≤ ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.minItems !== undefined) out.push(`min items ${s.minItems}`);
  if (s.maxItems !== undefined) out.push(`max items ${s.maxItems}`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  const example = s.example ?? (Array.isArray(s.examples) ? s.examples[0] : undefined);
  if (example !== undefined && typeof example !== "object") out.push(`e.g. ${JSON.stringify(example)}`);
  return out;
}

/** The properties of an inline object (or of an array's inline items), never through a `$ref`. */
export function fieldRows(input: JsonSchema, prefix = "", depth = 0): FieldRow[] {
  const { schema: s } = withoutNull(input);
  if (depth > 6 || typeof s.$ref === "string") return [];
  if (s.type === "array") {
    const items = asSchema(s.items);
    return items ? fieldRows(items, `${prefix}[]`, depth + 1) : [];
  }
  const properties = asSchema(s.properties);
  if (!properties) return [];
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([key, value]) => {
    const child = asSchema(value) ?? {};
    const inner = withoutNull(child);
    const name = prefix ? `${prefix}.${key}` : key;
    const description = (child.description ?? inner.schema.description) as string | undefined;
    // A date pattern's own description ("Y-m-d") says what the note already says.
    const notes = notesOf(child);
    const row: FieldRow = { name, type: typeTokens(child), nullable: inner.nullable, optional: !required.has(key), notes, description: notes.includes(description ?? "\u0000") ? undefined : description };
    return [row, ...fieldRows(child, name, depth + 1)];
  });
}
