import { useTranslations } from "next-intl";
import { Markdown } from "@/components/learning/markdown";

/** Module text: Markdown, rendered safely (components/learning/markdown.tsx). */
export function ModuleContent({ content }: { content: string }) {
  const t = useTranslations("learning");
  if (!content.trim()) return <p className="text-slate-600">{t("noContent")}</p>;
  return <Markdown source={content} />;
}
