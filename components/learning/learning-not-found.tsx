import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";

/** A course log, module or exam that does not exist or belongs to someone else (the API's 404). */
export async function LearningNotFound({ door }: { door: "course" | "free_learning" }) {
  const t = await getTranslations("learning.notFound");
  const texts =
    door === "course"
      ? { title: t("course.title"), text: t("course.text"), back: t("course.back"), href: "/courses" }
      : { title: t("free.title"), text: t("free.text"), back: t("free.back"), href: "/learn" };
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{t("eyebrow")}</p>
      <h1 className="mt-1 text-xl font-bold text-slate-900">{texts.title}</h1>
      <p className="mt-1 max-w-md text-sm text-slate-600">{texts.text}</p>
      <ButtonLink href={texts.href} className="mt-5">
        {texts.back}
      </ButtonLink>
    </div>
  );
}
