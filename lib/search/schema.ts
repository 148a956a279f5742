import { z } from "zod";
import { zYmd } from "@/lib/api/record-formats";
import { ZPageQuery } from "@/lib/api/pagination";
import { ZCountryCode } from "@/lib/geo/schema";
import { normaliseLanguage } from "@/lib/i18n/language";
import { ZMemberIdPattern } from "@/lib/users/member-id";
import { ZYmd } from "@/lib/users/schema";

// Public search bodies. Empty strings and nulls count as "not given", as forms send them.

const blank = (v: unknown) => (v === "" || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const ZMemberId = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => ZMemberIdPattern.test(v), "The member id must be a whole member id like IT14-729-985.")
  .meta({ example: "IT14-729-985" });

const ZName = z.string().trim().max(100, "Must be at most 100 characters.");

/**
 * POST /search/divers: a whole member id, or first name, last name and date of birth together.
 * A partial member id or one name alone is a 422, never a wider search.
 */
export const ZSearchDiversBody = z
  .object({
    member_id: z.preprocess(blank, ZMemberId.optional()),
    first_name: z.preprocess(blank, ZName.optional()),
    last_name: z.preprocess(blank, ZName.optional()),
    dob: z.preprocess(blank, ZYmd.optional()).meta({ description: "Date of birth, Y-m-d" }),
  })
  .superRefine((v, ctx) => {
    if (v.member_id) return;
    for (const field of ["first_name", "last_name", "dob"] as const) {
      if (!v[field]) ctx.addIssue({ code: "custom", path: [field], message: `Give the member id, or first name, last name and date of birth together (${field.replace("_", " ")} is missing).` });
    }
  })
  .transform((v) =>
    v.member_id
      ? ({ by: "member_id", memberId: v.member_id } as const)
      : ({ by: "name", firstName: v.first_name!, lastName: v.last_name!, dob: v.dob! } as const),
  );

export type DiverQuery = z.output<typeof ZSearchDiversBody>;

const ZLanguageFilter = z.preprocess(
  blank,
  z
    .string()
    .transform((v, ctx) => {
      const lang = normaliseLanguage(v);
      if (!lang) {
        ctx.addIssue({ code: "custom", message: "The language is not supported." });
        return z.NEVER;
      }
      return lang;
    })
    .optional(),
);

/** POST /search/instructors; every filter optional, active professionals only. */
export const ZSearchInstructorsBody = ZPageQuery.extend({
  name: z.preprocess(blank, ZName.optional()).meta({ description: "Every word must appear in the first or last name (case and accents ignored)" }),
  country: z.preprocess(blank, ZCountryCode.optional()).meta({ description: "Country the professional works in (ISO alpha-2)" }),
  member_id: z.preprocess(blank, ZMemberId.optional()),
  language: ZLanguageFilter.meta({ description: "A language the professional uses (en, it, es, fr, de, pt, zh, ko)" }),
});

export type InstructorFilters = Omit<z.output<typeof ZSearchInstructorsBody>, "page" | "per_page"> & { diveCenterId?: number };

export const ZInstructorParams = z.object({ memberId: z.string().transform((v) => v.toUpperCase()).pipe(z.string().regex(ZMemberIdPattern)) });

export const ZDiverResult = z
  .object({
    member_id: z.string(),
    full_name: z.string().nullable(),
    highest_certification: z.string().nullable().meta({ description: "Name of the highest certification held" }),
    certified_at: zYmd().nullable().meta({ description: "Issue date of that certification" }),
    status: z.string().meta({ description: "Account status label in the response language, e.g. Account Active" }),
  })
  .meta({ id: "DiverSearchResult", description: "A diver found by an exact search." });
export type DiverResultShape = z.input<typeof ZDiverResult>;

export const ZInstructorResult = z
  .object({
    member_id: z.string(),
    full_name: z.string().nullable(),
    level: z.enum(["professional", "trainer", "examiner"]),
    level_label: z.string(),
    country: z.string().meta({ description: "Country the professional works in (ISO 3166-1 alpha-2)" }),
    dive_center: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: "null when none, or when it has closed" }),
  })
  .meta({ id: "InstructorSearchResult", description: "An active professional." });
export type InstructorResultShape = z.input<typeof ZInstructorResult>;
