import type { Metadata } from "next";
import { openApiDocument } from "@/lib/api/openapi/document";
import type { OpenApiDocument, OperationObject } from "@/lib/api/openapi/types";
import { Markdown } from "@/app/docs/api/markdown";
import { MethodBadge, OperationCard } from "@/app/docs/api/operation-card";
import { describeSchema, schemaAnchor, SchemaTable } from "@/app/docs/api/schema-table";

// The OpenAPI document for people: rendered on the server from the same document
// /api/v1/openapi.json serves, with no client script and nothing loaded from elsewhere.

export const metadata: Metadata = { title: "API reference" };
// The server URL comes from APP_URL at run time, not at build time.
export const dynamic = "force-dynamic";

type Entry = { path: string; method: string; op: OperationObject };

function byTag(doc: OpenApiDocument): { name: string; description: string; entries: Entry[] }[] {
  const entries = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op! })),
  );
  return doc.tags.map((tag) => ({ ...tag, entries: entries.filter((e) => e.op.tags[0] === tag.name) }));
}

export default async function ApiDocsPage() {
  const doc = await openApiDocument();
  const groups = byTag(doc);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">
          {doc.info.title} <span className="text-base font-normal text-slate-500">v{doc.info.version}</span>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          OpenAPI {doc.openapi} · server <code className="font-mono">{doc.servers[0]?.url}</code> ·{" "}
          <a href="/api/v1/openapi.json" className="text-sky-700 underline hover:text-sky-900">
            raw JSON document
          </a>
        </p>
      </header>

      <section id="conventions" aria-labelledby="conventions-title" className="mb-8 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 id="conventions-title" className="mb-2 text-lg font-semibold text-slate-900">
          Conventions
        </h2>
        <Markdown text={doc.info.description} />
      </section>

      <nav aria-label="Operations" className="mb-10">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Operations</h2>
        <div className="grid gap-x-8 gap-y-4 md:grid-cols-2">
          {groups.map((g) => (
            <div key={g.name}>
              <a href={`#tag-${slug(g.name)}`} className="text-sm font-semibold text-slate-900 hover:underline">
                {g.name}
              </a>
              <ul className="mt-1 space-y-0.5">
                {g.entries.map((e) => (
                  <li key={e.op.operationId} className="flex items-center gap-2 text-xs">
                    <MethodBadge method={e.method} />
                    <a href={`#${e.op.operationId}`} className="break-all font-mono text-sky-700 hover:underline">
                      {e.path}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>

      {groups.map((g) => (
        <section key={g.name} id={`tag-${slug(g.name)}`} aria-labelledby={`tag-${slug(g.name)}-title`} className="mb-10 scroll-mt-4">
          <h2 id={`tag-${slug(g.name)}-title`} className="text-xl font-semibold text-slate-900">
            {g.name}
          </h2>
          <Markdown text={g.description} className="mb-4" />
          <div className="space-y-6">
            {g.entries.map((e) => (
              <OperationCard key={e.op.operationId} doc={doc} path={e.path} method={e.method} op={e.op} />
            ))}
          </div>
        </section>
      ))}

      <section id="components" aria-labelledby="components-title" className="mb-10">
        <h2 id="components-title" className="mb-4 text-xl font-semibold text-slate-900">
          Shared parameters and schemas
        </h2>
        <dl className="mb-6 space-y-2 text-sm">
          {Object.entries(doc.components.parameters).map(([name, p]) => (
            <div key={name} id={`param-${name}`} className="scroll-mt-4">
              <dt className="font-mono text-slate-900">
                {p.in === "query" ? `?${p.name}=` : p.name} <span className="text-xs text-slate-500">({p.in}, {describeSchema(p.schema).constraints.join("; ") || "string"})</span>
              </dt>
              <dd className="text-slate-700">
                <Markdown text={p.description} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="space-y-6">
          {Object.entries(doc.components.schemas).map(([name, schema]) => (
            <div key={name} id={schemaAnchor(name)} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="mb-1 font-mono text-base font-semibold text-slate-900">{name}</h3>
              <SchemaTable schema={schema} empty="A JSON object." />
            </div>
          ))}
        </div>
      </section>
    </main>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");
