import type { ReactNode } from "react";
import type { JsonSchema } from "@/lib/api/openapi/types";
import { Markdown } from "@/app/docs/api/markdown";
import { fieldRows, notesOf, typeTokens, withoutNull, type TypeToken } from "@/lib/api/openapi/schema-rows";

// A JSON Schema as a table of fields (lib/api/openapi/schema-rows.ts reads zod's output): dotted
// names for nested objects, `[]` for array items, the type (components link to their table),
// whether it can be null, and notes: optional, allowed values, date forms, limits, the description.

export const schemaAnchor = (name: string) => `schema-${name}`;

function TypeText({ tokens }: { tokens: TypeToken[] }) {
  return (
    <>
      {tokens.map((t, i) =>
        "ref" in t ? (
          <a key={i} href={`#${schemaAnchor(t.ref)}`} className="text-sky-700 underline hover:text-sky-900">
            {t.ref}
          </a>
        ) : (
          <span key={i}>{t.text}</span>
        ),
      )}
    </>
  );
}

export function SchemaTable({ schema, empty = "No fields." }: { schema: JsonSchema; empty?: string }) {
  const rows = fieldRows(schema);
  if (!rows.length) {
    return (
      <div className="space-y-1 text-sm text-slate-700">
        <p className="font-mono">
          <TypeText tokens={typeTokens(schema)} />
        </p>
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
            <th scope="col" className="py-1.5 pr-3 font-medium">Field</th>
            <th scope="col" className="py-1.5 pr-3 font-medium">Type</th>
            <th scope="col" className="py-1.5 pr-3 font-medium">Nullable</th>
            <th scope="col" className="py-1.5 font-medium">Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-slate-100 align-top">
              <td className="py-1.5 pr-3 whitespace-nowrap font-mono text-slate-900">{row.name}</td>
              <td className="py-1.5 pr-3 font-mono text-slate-700">
                <TypeText tokens={row.type} />
              </td>
              <td className="py-1.5 pr-3 text-slate-700">{row.nullable ? <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">null</span> : <span className="text-slate-400">no</span>}</td>
              <td className="py-1.5 text-slate-700">
                {[...(row.optional ? ["optional"] : []), ...row.notes].join("; ")}
                {row.description ? <Markdown text={row.description} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One parameter's type and constraints, for the parameter table. */
export function describeSchema(schema: JsonSchema): { type: ReactNode; constraints: string[] } {
  const nullable = withoutNull(schema).nullable;
  return { type: <TypeText tokens={[...typeTokens(schema), ...(nullable ? [{ text: " | null" }] : [])]} />, constraints: notesOf(schema) };
}
