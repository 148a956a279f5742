import type { z } from "zod";
import type { LengthAwarePage } from "@/lib/api/pagination";
import { listDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import type { ZSearchDiveCentersBody } from "@/lib/dive-centers/schema";
import type { DiveCenterInfo } from "@/lib/dive-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

// Public search only ever shows centers people can join.
export function searchDiveCenters(
  body: z.output<typeof ZSearchDiveCentersBody>,
  url: URL,
  lang: Lang,
): Promise<LengthAwarePage<DiveCenterInfo>> {
  const { page, per_page, name, country, city } = body;
  return listDiveCenters({ name, country, city, activeOnly: true }, { page, per_page }, url, lang);
}
