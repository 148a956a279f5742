import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { z } from "zod";
import type { OperationResponse } from "@/lib/api/openapi/types";
import { specOf } from "@/lib/api/with-api";

// Every answer a test receives from a route handler is checked against that route's own
// declaration (tests/support/http.ts call()): the success body against its response schema
// (strict: an undeclared field fails, as it would for a generated client), errors against the
// contract's error envelope. The JSON Schema is zod's output, validated by ajv.

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);

const ZErrorEnvelope = z.object({
  status: z.literal("error"),
  message: z.string().min(1),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});

export function successBodySchema(response: OperationResponse): z.ZodType {
  const data = response.data;
  if (response.envelope === "raw") return data;
  return z.object({
    status: z.literal("success"),
    ...(response.envelope === "user" ? { success: z.literal(true) } : {}),
    message: z.string(),
    data,
  });
}

const compiled = new WeakMap<z.ZodType, ValidateFunction>();
function validatorOf(schema: z.ZodType): ValidateFunction {
  let v = compiled.get(schema);
  if (!v) {
    v = ajv.compile(z.toJSONSchema(schema, { io: "output", unrepresentable: "any", target: "draft-2020-12" }));
    compiled.set(schema, v);
  }
  return v;
}

/** What is wrong with an answer of `handler` (empty when it matches its declaration). */
export function contractProblems(handler: unknown, status: number, headers: Headers, json: unknown): string[] {
  const spec = specOf(handler);
  if (!spec?.response) return [];
  const isJson = /application\/json/.test(headers.get("content-type") ?? "");
  if (status >= 400) {
    if (!isJson) return [`${status} answered without a JSON error envelope`];
    const parsed = ZErrorEnvelope.safeParse(json);
    if (!parsed.success) return [`${status} error envelope: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`];
    if (status === 422 && !parsed.data.errors) return ["422 without field errors"];
    return [];
  }
  if (status < 200 || status >= 300 || status === 204) return [];
  const declared = [spec.response.status ?? 200, ...(spec.response.also ?? []).map((a) => a.status)];
  if (!declared.includes(status as 200)) return [`answered ${status}, the route declares ${declared.join(" or ")}`];
  if (spec.response.files) return [];
  const schema = successBodySchema(spec.response);
  if (!isJson) return [`${status} answered ${headers.get("content-type")}, the route declares JSON`];
  const validate = validatorOf(schema);
  if (validate(json)) return [];
  return (validate.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || "/"} ${e.message}${e.params && "additionalProperty" in e.params ? `: ${String(e.params.additionalProperty)}` : ""}`);
}
