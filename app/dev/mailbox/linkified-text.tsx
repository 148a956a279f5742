import { splitLinks } from "@/lib/mail/links";

// A mail body as written, with its http(s) links clickable; React escapes everything else.
export function LinkifiedText({ text }: { text: string }) {
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
      {splitLinks(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} rel="noreferrer" className="text-sky-700 underline break-all hover:text-sky-900">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </pre>
  );
}
