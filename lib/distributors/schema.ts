import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZDistributorRole } from "@/lib/centers/member-record";

// A distributor as its members read it (contract section 6): GET /distributors/{id} and
// GET /distributors/{id}/centers?q=, each center with the figures a center's dashboard shows.

const MAX_INT4 = 2_147_483_647;
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** `{id}`: a positive int4 (anything else is a 404). */
export const ZDistributorParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_INT4)),
});

export const ZDistributorCentersQuery = ZPageQuery.extend({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "The q may not be greater than 100 characters.").optional())
    .describe("Name or city contains (case- and accent-insensitive)."),
});
export type DistributorCentersQuery = z.infer<typeof ZDistributorCentersQuery>;

export const ZFigures = z.object({
  instructors: z.number().int().describe("Instructor members."),
  students_in_training: z.number().int().describe("Active, unexpired course logs of the center."),
  certifications_this_year: z.number().int().describe("Valid certifications issued by the center since 1 January (UTC)."),
  seats_left: z.number().int().describe("Seats bought and not assigned, every course together."),
});

export const ZDistributorCenter = z
  .object({
    id: z.number().int(),
    name: z.string(),
    country: z.string().meta({ example: "ES" }),
    city: z.string().nullable(),
    active: z.boolean(),
    figures: ZFigures,
  })
  .meta({ id: "DistributorCenter", description: "A dive center of a distributor, with its figures" });
export type DistributorCenterRecord = z.input<typeof ZDistributorCenter>;

export const ZDistributorDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    email: z.string().nullable(),
    active: z.boolean(),
    role: ZDistributorRole.describe("The caller's role in this distributor."),
    totals: ZFigures.extend({ centers: z.number().int().describe("Dive centers of the distributor, deactivated ones included.") })
      .describe("Every center of the distributor together."),
    centers: ZLengthAwarePage(ZDistributorCenter).describe("The first page of its centers, by name (more: GET /distributors/{id}/centers)."),
  })
  .meta({ id: "DistributorDetail", description: "A distributor as its members see it, with its centers and their figures" });
export type DistributorDetailRecord = z.input<typeof ZDistributorDetail>;
