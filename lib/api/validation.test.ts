import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, errorStatus, invalidField, validationError } from "@/lib/api/errors";
import { fieldErrorsOf, zodToAppError } from "@/lib/api/validation";

describe("validationError (the 422 message shape)", () => {
  it("is the first error alone when there is one", () => {
    const e = validationError({ email: ["The email field is required."] });
    expect(e).toBeInstanceOf(AppError);
    expect(e.code).toBe("validation");
    expect(e.message).toBe("The email field is required.");
    expect(e.extra.fields).toEqual({ email: ["The email field is required."] });
  });

  it("adds (and N more error[s]) counting every message of every field", () => {
    expect(validationError({ a: ["A."], b: ["B."] }).message).toBe("A. (and 1 more error)");
    expect(validationError({ a: ["A.", "A2."], b: ["B."], c: ["C."] }).message).toBe("A. (and 3 more errors)");
  });

  it("has a fallback message when no field has a message", () => {
    expect(validationError({}).message).toBe("The given data was invalid.");
  });

  it("invalidField is a one-field 422", () => {
    expect(invalidField("token", "Bad.").extra.fields).toEqual({ token: ["Bad."] });
  });

  it("maps every error code to one HTTP status", () => {
    expect(errorStatus).toMatchObject({
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      method_not_allowed: 405,
      conflict: 409,
      payload_too_large: 413,
      unsupported_media_type: 415,
      validation: 422,
      rate_limited: 429,
      unavailable: 503,
    });
  });
});

describe("zod issues → Laravel field errors", () => {
  const schema = z.object({
    first_name: z.string(),
    age: z.number().int(),
    nested: z.object({ items: z.array(z.object({ max_depth: z.number().max(350, "The max depth must not be greater than 350.") })) }),
  });

  it("reports a missing field as required and a wrong type as a type error", () => {
    const errors = fieldErrorsOf(schema.safeParse({ age: "12", nested: { items: [] } }).error!);
    expect(errors).toEqual({ first_name: ["The first name field is required."], age: ["The age field must be of type number."] });
  });

  it("tells null apart from missing", () => {
    const errors = fieldErrorsOf(schema.safeParse({ first_name: null, age: 1, nested: { items: [] } }).error!);
    expect(errors).toEqual({ first_name: ["The first name field must be of type string."] });
  });

  it("also with reportInput (the input kept in the issue)", () => {
    const errors = fieldErrorsOf(schema.safeParse({ first_name: 1, nested: { items: [] } }, { reportInput: true }).error!);
    expect(errors).toEqual({ first_name: ["The first name field must be of type string."], age: ["The age field is required."] });
  });

  it("uses dotted paths for nested fields and keeps custom messages", () => {
    const errors = fieldErrorsOf(schema.safeParse({ first_name: "a", age: 1, nested: { items: [{ max_depth: 10 }, { max_depth: 400 }] } }).error!);
    expect(errors).toEqual({ "nested.items.1.max_depth": ["The max depth must not be greater than 350."] });
  });

  it("prefixes paths (sync operations) and names a top-level failure `body`", () => {
    expect(Object.keys(fieldErrorsOf(z.object({ a: z.string() }).safeParse({}).error!, "operations.2.payload"))).toEqual(["operations.2.payload.a"]);
    expect(fieldErrorsOf(z.object({}).safeParse([]).error!)).toEqual({ body: ["The body field must be of type object."] });
  });

  it("ends generated messages with a full stop", () => {
    const errors = fieldErrorsOf(z.object({ n: z.string().min(3) }).safeParse({ n: "a" }).error!);
    expect(errors.n![0]!.endsWith(".")).toBe(true);
  });

  it("zodToAppError gives the 422 with the count message", () => {
    const e = zodToAppError(z.object({ a: z.string(), b: z.string(), c: z.string() }).safeParse({}).error!);
    expect(e.message).toBe("The a field is required. (and 2 more errors)");
  });
});

describe("fieldErrorsOf: zod's own words for string lengths", () => {
  it("says required for an empty string and names the limits otherwise, in Laravel's words", () => {
    const schema = z.object({ course: z.string().min(1), code: z.string().min(3), note: z.string().max(5), named: z.string().min(2, "Give a name.") });
    const result = schema.safeParse({ course: "", code: "ab", note: "too long", named: "x" });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      course: ["The course field is required."],
      code: ["The code must be at least 3 characters."],
      note: ["The note must not be greater than 5 characters."],
      named: ["Give a name."],
    });
  });
});
