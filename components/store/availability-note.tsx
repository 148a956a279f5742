import { useTranslations } from "next-intl";
import type { StoreAvailability } from "@/lib/store/store-availability";

/**
 * What the store says about a course for this diver: held already, or why checkout would refuse
 * it (the same rules as checkout). Text, not colour alone; nothing when the course is open to buy.
 */
export function AvailabilityNote({ availability }: { availability: StoreAvailability }) {
  const t = useTranslations("store.availability");
  const lines = availability.blocked.map((b) => {
    switch (b.reason) {
      case "active":
        return t("active");
      case "prerequisites":
        return t("prerequisites", { courses: b.missing.map((c) => c.code).join(", ") });
      case "too_young":
        return t("tooYoung", { age: b.min_age });
      case "dob_missing":
        return t("dobMissing");
    }
  });
  if (!availability.held && !lines.length) return null;
  return (
    <div className="mb-4 space-y-1 text-sm" data-testid="store-availability">
      {availability.held ? <p className="rounded-md bg-emerald-50 px-2.5 py-1.5 font-medium text-emerald-900">{t("held")}</p> : null}
      {lines.length ? (
        <div className="rounded-md bg-amber-50 px-2.5 py-1.5 text-amber-950">
          <p className="font-medium">{t("notYet")}</p>
          <ul className="list-disc pl-4">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
