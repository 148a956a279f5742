/** A form's text as paragraphs and lists (blank line between paragraphs, "- " list items). */
export function FormText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  return (
    <div className="space-y-3 text-[0.95rem] leading-relaxed text-slate-800" data-testid="form-text">
      {blocks.map((block, i) => {
        const lines = block.split("\n");
        if (lines.every((l) => l.startsWith("- "))) {
          return (
            <ul key={i} className="list-disc space-y-1.5 pl-5">
              {lines.map((l, j) => (
                <li key={j}>{l.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i} className={i === 0 ? "font-semibold text-slate-900" : undefined}>
            {lines.map((l, j) => (
              <span key={j} className="block">
                {l}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
