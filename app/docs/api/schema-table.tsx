import type { ReactNode } from "react";
import type { JsonSchema } from "@/lib/api/openapi/types";
import { Markdown } from "@/app/docs/api/markdown";

// A JSON Schema as a table of fields: dotted names for nested objects, `[]` for array items,
// the type, whether it is required and the constraints a client must respect.

type Row = { name: string; type: ReactNode; required: boolean; constraints: string[]; description?: string };

const refName = (ref: string) => ref.split("/").pop() ?? ref;
export const schemaAnchor = (name: string) => `schema-${name}`;

const asSchema = (v: unknown): JsonSchema | undefined => (v && typeof v === "object" && !Array.isArray(v) ? (v as JsonSchema) : undefined);
const variants = (s: JsonSchema): JsonSchema[] => ((s.anyOf ?? s.oneOf) as JsonSchema[] | undefined) ?? [];
/** The non-null branch of `X | null`, which carries the interesting constraints. */
const mainBranch = (s: JsonSchema): JsonSchema => {
  const vs = variants(s).filter((v) => v.type !== "null");
  return vs.length === 1 ? vs[0]! : s;
};

function typeText(s: JsonSchema): ReactNode {
  if (typeof s.$ref === "string") {
    const name = refName(s.$ref);
    return (
      <a href={`#${schemaAnchor(name)}`} className="text-sky-700 underline hover:text-sky-900">
        {name}
      </a>
    );
  }
  const vs = variants(s);
  if (vs.length) return join(vs.map(typeText));
  if ("const" in s) return JSON.stringify(s.const);
  if (Array.isArray(s.type)) return (s.type as string[]).join(" | ");
  if (s.type === "array") {
    const items = asSchema(s.items);
    return <>{items ? typeText(items) : "any"}[]</>;
  }
  if (Array.isArray(s.enum)) return "enum";
  const values = asSchema(s.additionalProperties);
  if (s.type === "object" && values) return <>{"{ [key]: "}{typeText(values)}{" }"}</>;
  return typeof s.type === "string" ? s.type : "any";
}

const join = (parts: ReactNode[]) => parts.map((p, i) => (
  <span key={i}>
    {i > 0 ? " | " : null}
    {p}
  </span>
));

function constraintsOf(s: JsonSchema): string[] {
  const branches = variants(s).filter((v) => v.type !== "null");
  if (branches.length > 1) {
    // `a | b`: each alternative's own constraints, in the order of the type column.
    const each = branches.map((b) => constraintsOf(b).join(", ") || "—");
    return each.some((c) => c !== "—") ? [each.join(" | ")] : [];
  }
  const out: string[] = [];
  const c = mainBranch(s);
  if (Array.isArray(c.enum)) out.push(`one of: ${(c.enum as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`);
  if (typeof c.format === "string") out.push(`format: ${c.format}`);
  if (c.minLength !== undefined) out.push(`min length ${c.minLength}`);
  if (c.maxLength !== undefined) out.push(`max length ${c.maxLength}`);
  if (c.pattern !== undefined) out.push(`pattern ${c.pattern}`);
  if (c.minimum !== undefined) out.push(`≥ ${c.minimum}`);
  if (c.exclusiveMinimum !== undefined) out.push(`> ${c.exclusiveMinimum}`);
  if (c.maximum !== undefined) out.push(`≤ ${c.maximum}`);
  if (c.exclusiveMaximum !== undefined) out.push(`< ${c.exclusiveMaximum}`);
  if (c.minItems !== undefined) out.push(`min items ${c.minItems}`);
  if (c.maxItems !== undefined) out.push(`max items ${c.maxItems}`);
  const dflt = s.default ?? c.default;
  if (dflt !== undefined) out.push(`default ${JSON.stringify(dflt)}`);
  const example = s.example ?? c.example ?? (Array.isArray(c.examples) ? c.examples[0] : undefined);
  if (example !== undefined && typeof example !== "object") out.push(`e.g. ${JSON.stringify(example)}`);
  return out;
}

export function rowsOf(schema: JsonSchema, prefix = "", depth = 0): Row[] {
  const s = mainBranch(schema);
  if (depth > 5 || typeof s.$ref === "string") return [];
  if (s.type === "array") {
    const items = asSchema(s.items);
    return items ? rowsOf(items, `${prefix}[]`, depth + 1) : [];
  }
  const properties = asSchema(s.properties);
  if (!properties) return [];
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([key, value]) => {
    const child = asSchema(value) ?? {};
    const name = prefix ? `${prefix}.${key}` : key;
    const description = (child.description ?? mainBranch(child).description) as string | undefined;
    return [
      { name, type: typeText(child), required: required.has(key), constraints: constraintsOf(child), description },
      ...rowsOf(child, name, depth + 1),
    ];
  });
}

export function SchemaTable({ schema, empty = "No fields." }: { schema: JsonSchema; empty?: string }) {
  const rows = rowsOf(schema);
  if (!rows.length) {
    return (
      <div className="space-y-1 text-sm text-slate-700">
        <p className="font-mono">{typeText(schema)}</p>
        {schema.description ? <Markdown text={String(schema.description)} /> : <p>{empty}</p>}
      </div>
    );
  }
  return (
    <div className="overflow-x-auto">
      {schema.description ? <Markdown text={String(schema.description)} className="mb-2" /> : null}
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
            <th className="py-1.5 pr-3 font-medium">Field</th>
            <th className="py-1.5 pr-3 font-medium">Type</th>
            <th className="py-1.5 pr-3 font-medium">Constraints</th>
            <th className="py-1.5 font-medium">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-slate-100 align-top">
              <td className="py-1.5 pr-3 font-mono text-slate-900">
                {row.name}
                {row.required ? <span className="ml-1 text-red-700" title="required">*</span> : null}
              </td>
              <td className="py-1.5 pr-3 font-mono text-slate-700">{row.type}</td>
              <td className="py-1.5 pr-3 text-slate-700">{row.constraints.join("; ")}</td>
              <td className="py-1.5 text-slate-700">{row.description ? <Markdown text={row.description} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-500">* required</p>
    </div>
  );
}

/** One parameter's type and constraints, for the parameter table. */
export function describeSchema(schema: JsonSchema): { type: ReactNode; constraints: string[] } {
  return { type: typeText(schema), constraints: constraintsOf(schema) };
}
