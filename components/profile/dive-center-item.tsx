import { getTranslations } from "next-intl/server";
import { SubmitButton } from "@/components/ui/submit-button";
import type { DiveCenterInfo } from "@/lib/dive-centers/serializers";

type Keep = { q: string; country: string; page: number };

/** One dive center of the search results, with the button that makes it the diver's own. */
export async function DiveCenterItem({
  center,
  current,
  keep,
  choose,
}: {
  center: DiveCenterInfo;
  current: boolean;
  keep: Keep;
  choose: (form: FormData) => Promise<void>;
}) {
  const place = [center.city, center.country_name ?? center.country].filter(Boolean).join(", ");
  const headingId = `center-${center.id}`;
  const t = await getTranslations("profile.diveCenter");
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {center.name}
        </h3>
        <p className="text-sm text-slate-600">{place || t("noPlace")}</p>
        <p className="mt-1 text-xs text-slate-500">
          {t("instructors", { count: center.instructors_count })}
          {center.contact.website ? ` · ${center.contact.website.replace(/^https?:\/\//, "")}` : ""}
        </p>
      </div>
      {current ? (
        <span className="inline-flex min-h-9 items-center justify-center rounded-full bg-sky-50 px-3 text-sm font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
          {t("yours")}
        </span>
      ) : (
        <form action={choose}>
          <input type="hidden" name="dive_center_id" value={center.id} />
          <input type="hidden" name="q" value={keep.q} />
          <input type="hidden" name="country" value={keep.country} />
          <input type="hidden" name="page" value={String(keep.page)} />
          <SubmitButton variant="secondary" size="sm" pendingLabel={t("choosing")} className="w-full sm:w-auto">
            {t("choose")}<span className="sr-only"> {center.name}</span>
          </SubmitButton>
        </form>
      )}
    </li>
  );
}
