import { useTranslations } from "next-intl";

/**
 * Module text as paragraphs. The content is plain text with blank lines between paragraphs;
 * React escapes it, so nothing in it is ever read as markup.
 */
export function ModuleContent({ content }: { content: string }) {
  const paragraphs = content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const t = useTranslations("learning");
  if (!paragraphs.length) return <p className="text-slate-600">{t("noContent")}</p>;
  return (
    <div className="max-w-prose space-y-4 text-base leading-7 text-slate-800">
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
