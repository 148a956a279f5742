import { z } from "zod";
import { describe, expect, it } from "vitest";
import { zIsoMicro, zYmd } from "@/lib/api/record-formats";
import { fieldRows, typeTokens } from "@/lib/api/openapi/schema-rows";
import type { JsonSchema } from "@/lib/api/openapi/types";

// The /docs/api field tables read zod 4's JSON Schema output: nullables, enums, date patterns,
// nested objects and arrays of components.

const ZCard = z.object({ number: z.string() }).meta({ id: "Card" });
const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", target: "draft-2020-12" }) as JsonSchema;
const Record = z.object({
  id: z.number().int(),
  status: z.enum(["valid", "expired"]),
  issued_on: zYmd(),
  created_at: zIsoMicro(),
  expires_on: zYmd().nullable().describe("null: never expires"),
  level: z.enum(["diver", "pro"]).nullable(),
  center: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  cards: z.array(ZCard),
  card: ZCard.nullable(),
  note: z.string().optional(),
});

describe("field rows of a zod record", () => {
  const rows = Object.fromEntries(fieldRows(json(Record)).map((r) => [r.name, r]));

  it("names nested fields and marks nullable and optional ones", () => {
    expect(Object.keys(rows)).toEqual(["id", "status", "issued_on", "created_at", "expires_on", "level", "center", "center.id", "center.name", "cards", "card", "note"]);
    expect(rows.expires_on).toMatchObject({ nullable: true, optional: false, type: [{ text: "date" }], notes: ["Y-m-d"], description: "null: never expires" });
    expect(rows.id).toMatchObject({ nullable: false, type: [{ text: "integer" }] });
    expect(rows["center.name"]!.nullable).toBe(true);
    expect(rows.center).toMatchObject({ nullable: true, type: [{ text: "object" }] });
    expect(rows.note!.optional).toBe(true);
  });

  it("shows enums' values, date forms by name and components as links", () => {
    expect(rows.status!.notes).toEqual(['one of: "valid", "expired"']);
    expect(rows.level).toMatchObject({ nullable: true, notes: ['one of: "diver", "pro"'] });
    expect(rows.created_at!.notes).toEqual(["ISO 8601, microseconds, +00:00"]);
    expect(rows.cards!.type).toEqual([{ ref: "Card" }, { text: "[]" }]);
    expect(rows.card).toMatchObject({ nullable: true, type: [{ ref: "Card" }] });
  });

  it("reads OpenAPI's type arrays for nullables too", () => {
    expect(typeTokens({ type: ["string", "null"] })).toEqual([{ text: "string" }]);
    expect(fieldRows({ type: "object", properties: { a: { type: ["integer", "null"] } }, required: ["a"] })[0]).toMatchObject({ nullable: true, optional: false });
  });
});
