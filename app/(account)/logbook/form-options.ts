import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Option, SkillOption } from "@/components/logbook/options";
import { listCountries } from "@/lib/geo/list-countries";
import { diverScope } from "@/lib/learning/course-log-scope";
import { listCourseLogs } from "@/lib/learning/list-course-logs";
import { listSkills } from "@/lib/learning/list-skills";

// The choices of the dive form: countries, and the skills of the diver's active course logs
// (the same services as GET /diver/courses and GET /diver/courses/{log_code}/skills).

export const countryOptions = async (): Promise<Option[]> => listCountries(await pageLanguage()).map((c) => ({ value: c.code, label: c.name }));

export async function skillOptions(userId: number): Promise<SkillOption[]> {
  const { active } = await listCourseLogs(userId, "active", await pageLanguage());
  // A diver has a handful of active courses at most: one skills query each.
  const lists = await Promise.all(active.map(async (log) => ({ log, skills: await listSkills(diverScope(userId), log.log_code) })));
  const t = await getTranslations("logbook.skillOptions");
  return lists.flatMap(({ log, skills }) =>
    skills.map((s) => ({
      value: String(s.id),
      label: `${s.name}${s.requires_dive ? t("needsDive") : ""}${s.completed ? t("completed") : ""}`,
      group: `${log.course.name} (${log.log_code})`,
    })),
  );
}

/** On the edit page the dive's current link stays choosable even when its course is no longer active. */
export async function withCurrentSkill(options: SkillOption[], skillId: number | null): Promise<SkillOption[]> {
  if (skillId === null || options.some((o) => o.value === String(skillId))) return options;
  const t = await getTranslations("logbook.skillOptions");
  return [...options, { value: String(skillId), label: t("current", { id: skillId }), group: t("currentGroup") }];
}
