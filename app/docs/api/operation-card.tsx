import type { OpenApiDocument, OperationObject, ParameterObject, Ref, ResponseObject } from "@/lib/api/openapi/types";
import { Markdown } from "@/app/docs/api/markdown";
import { describeSchema, SchemaTable } from "@/app/docs/api/schema-table";

// One operation of the document: what to send, who may call it, and what comes back.

export const methodColor: Record<string, string> = {
  get: "bg-sky-100 text-sky-900",
  post: "bg-emerald-100 text-emerald-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-violet-100 text-violet-900",
  delete: "bg-red-100 text-red-900",
};

const authLabel: Record<string, string> = {
  public: "Public",
  user: "Bearer token",
  verified: "Bearer token · verified e-mail",
  professional: "Bearer token · professional",
  admin: "Bearer token · administrator",
};

const lastPart = (ref: string) => ref.split("/").pop() ?? ref;

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`inline-block w-16 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase ${methodColor[method] ?? "bg-slate-100"}`}>
      {method}
    </span>
  );
}

function Parameters({ doc, params }: { doc: OpenApiDocument; params: (ParameterObject | Ref)[] }) {
  const own = params.filter((p): p is ParameterObject => !("$ref" in p));
  const common = params.filter((p): p is Ref => "$ref" in p).map((p) => lastPart(p.$ref));
  const label = (name: string) => {
    const p = doc.components.parameters[name];
    return !p ? name : p.in === "query" ? `?${p.name}=` : `${p.name} header`;
  };
  return (
    <div>
      <h4 className="mb-1 text-sm font-semibold text-slate-900">Parameters</h4>
      {own.length ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <th className="py-1.5 pr-3 font-medium">Name</th>
                <th className="py-1.5 pr-3 font-medium">In</th>
                <th className="py-1.5 pr-3 font-medium">Type</th>
                <th className="py-1.5 pr-3 font-medium">Constraints</th>
                <th className="py-1.5 font-medium">Description</th>
              </tr>
            </thead>
            <tbody>
              {own.map((p) => {
                const { type, constraints } = describeSchema(p.schema);
                return (
                  <tr key={`${p.in}-${p.name}`} className="border-b border-slate-100 align-top">
                    <td className="py-1.5 pr-3 font-mono text-slate-900">
                      {p.name}
                      {p.required ? <span className="ml-1 text-red-700" title="required">*</span> : null}
                    </td>
                    <td className="py-1.5 pr-3 text-slate-700">{p.in}</td>
                    <td className="py-1.5 pr-3 font-mono text-slate-700">{type}</td>
                    <td className="py-1.5 pr-3 text-slate-700">{constraints.join("; ")}</td>
                    <td className="py-1.5 text-slate-700">{p.description ? <Markdown text={p.description} /> : null}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="mt-1 text-xs text-slate-500">
        Also accepted:{" "}
        {common.map((name, i) => (
          <span key={name}>
            {i > 0 ? ", " : null}
            <a href={`#param-${name}`} className="font-mono text-sky-700 underline hover:text-sky-900">
              {label(name)}
            </a>
          </span>
        ))}
        .
      </p>
    </div>
  );
}

function Responses({ doc, responses }: { doc: OpenApiDocument; responses: OperationObject["responses"] }) {
  return (
    <div>
      <h4 className="mb-1 text-sm font-semibold text-slate-900">Responses</h4>
      <ul className="space-y-3">
        {Object.entries(responses).map(([status, value]) => {
          const isRef = "$ref" in value;
          const response: ResponseObject | undefined = isRef ? doc.components.responses[lastPart(value.$ref)] : value;
          const schema = response?.content?.["application/json"]?.schema;
          const success = /^2/.test(status);
          const errorSchema = schema && typeof schema.$ref === "string" ? lastPart(schema.$ref) : undefined;
          const headers = Object.keys(response?.headers ?? {}).filter((h) => h !== "X-Request-Id");
          const files = Object.entries(response?.content ?? {}).filter(([media]) => media !== "application/json");
          return (
            <li key={status} className="text-sm">
              <div className="flex flex-wrap items-baseline gap-2">
                <span className={`rounded px-1.5 py-0.5 font-mono text-xs font-bold ${success ? "bg-emerald-100 text-emerald-900" : status === "default" ? "bg-slate-100 text-slate-800" : /^3/.test(status) ? "bg-sky-100 text-sky-900" : "bg-red-100 text-red-900"}`}>
                  {status}
                </span>
                <Markdown text={response?.description} className="inline-block" />
                {errorSchema && !success ? (
                  <a href={`#schema-${errorSchema}`} className="text-xs text-sky-700 underline hover:text-sky-900">
                    {errorSchema}
                  </a>
                ) : null}
                {headers.length ? <span className="text-xs text-slate-500">headers: {headers.join(", ")}</span> : null}
              </div>
              {files.length ? (
                <ul className="mt-1 list-disc pl-6 text-slate-700">
                  {files.map(([media, { schema: file }]) => (
                    <li key={media}>
                      <code className="font-mono text-xs">{media}</code>
                      {typeof file.description === "string" ? <Markdown text={file.description} className="inline-block pl-2" /> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {success && schema ? (
                <div className="mt-2 pl-2">
                  <SchemaTable schema={schema} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function OperationCard({ doc, path, method, op }: { doc: OpenApiDocument; path: string; method: string; op: OperationObject }) {
  const body = op.requestBody?.content["application/json"]?.schema;
  return (
    <article id={op.operationId} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <MethodBadge method={method} />
        <code className="break-all font-mono text-sm font-semibold text-slate-900">{path}</code>
        <a href={`#${op.operationId}`} className="text-xs text-slate-400 hover:text-slate-700" aria-label="Link to this operation">
          #
        </a>
      </header>
      <h3 className="text-base font-semibold text-slate-900">
        {op.summary}
        {op.deprecated ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">deprecated</span> : null}
      </h3>
      <div className="mt-1 mb-3 flex flex-wrap gap-2 text-xs">
        <span className={`rounded px-1.5 py-0.5 ${op["x-auth-level"] === "public" ? "bg-slate-100 text-slate-700" : "bg-indigo-100 text-indigo-900"}`}>
          {authLabel[op["x-auth-level"]] ?? op["x-auth-level"]}
        </span>
        {op["x-allow-inactive"] ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">non-active accounts allowed</span> : null}
        {op["x-rate-limited"] ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">rate limited</span> : null}
        <span className="rounded bg-slate-50 px-1.5 py-0.5 font-mono text-slate-500">{op.operationId}</span>
      </div>
      <Markdown text={op.description} className="mb-3" />
      <div className="space-y-4">
        <Parameters doc={doc} params={op.parameters} />
        {body ? (
          <div>
            <h4 className="mb-1 text-sm font-semibold text-slate-900">
              Request body <span className="font-normal text-slate-500">(application/json{op.requestBody?.required ? "" : ", optional"})</span>
            </h4>
            <SchemaTable schema={body} />
          </div>
        ) : null}
        <Responses doc={doc} responses={op.responses} />
      </div>
    </article>
  );
}
