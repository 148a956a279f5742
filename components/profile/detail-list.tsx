import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export type Detail = { label: string; value: ReactNode | null };

/** A card of label/value pairs; missing values read "Not provided". */
export async function DetailList({ title, description, items, action }: { title: string; description?: string; items: Detail[]; action?: ReactNode }) {
  const t = await getTranslations("profile");
  return (
    <Card title={title} description={description} actions={action}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
            <dd className={`mt-0.5 break-words text-sm ${item.value === null ? "text-slate-600 italic" : "text-slate-900"}`}>
              {item.value ?? t("notProvided")}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
