import type { z } from "zod";
import type { ResponseData } from "@/lib/api/openapi/types";
import { ZDiveCenter } from "@/lib/dive-centers/schema";

// Shorthands for what `data` holds, and the records several areas answer with. Where an area
// exports a zod schema of its record (ZDiveCenter, ZTokenResponse), use it; otherwise describe
// the fields in words until it does.

export const nothing: ResponseData = { kind: "null" };
export const one = (schema: z.ZodType, name?: string): ResponseData => ({ kind: "schema", schema, name });
export const listOf = (item: z.ZodType | string, name?: string): ResponseData => ({ kind: "list", item, name });
export const pageOf = (item: z.ZodType | string, name?: string): ResponseData => ({ kind: "page", item, name });
export const described = (description: string, name?: string): ResponseData => ({ kind: "object", description, name });

export const diveCenter = one(ZDiveCenter, "DiveCenter");
export const diveCenterPage = pageOf(ZDiveCenter, "DiveCenter");
export const diveCenterList = listOf(ZDiveCenter, "DiveCenter");

// ---- Learning: the records are zod schemas in lib/learning/record-schema.ts (ZCourse); this prose stays for the store area until it moves. ----

export const courseRecord =
  "`{ id, code, name, level, level_label, iso_equivalent, description, price (integer cents), currency: \"USD\", validity_months, min_age, prerequisites: [code] }`";
