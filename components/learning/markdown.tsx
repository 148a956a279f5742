import ReactMarkdown, { type Components } from "react-markdown";

// Module content is Markdown (contract section 5). Rendered to React elements by react-markdown:
// raw HTML in the source is dropped (skipHtml) and link targets pass its URL filter (no
// javascript:), so nothing staff type can run in a diver's browser. The staff editor's preview
// uses this same component, so it shows exactly what the diver sees.

const components: Components = {
  h1: ({ children }) => <h2 className="text-xl font-semibold text-slate-900">{children}</h2>,
  h2: ({ children }) => <h3 className="text-lg font-semibold text-slate-900">{children}</h3>,
  h3: ({ children }) => <h4 className="font-semibold text-slate-900">{children}</h4>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  a: ({ children, href }) => (
    <a href={href} className="text-sky-800 underline" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  blockquote: ({ children }) => <blockquote className="border-l-4 border-slate-300 pl-4 text-slate-700">{children}</blockquote>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 font-mono text-sm">{children}</code>,
  img: ({ alt }) => <span>{alt}</span>,
};

export function Markdown({ source }: { source: string }) {
  return (
    <div className="max-w-prose space-y-4 text-base leading-7 text-slate-800">
      <ReactMarkdown skipHtml components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
