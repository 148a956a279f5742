import { AppError, validationError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { findInstructorByMemberId } from "@/lib/dive-logs/find-instructor";
import { diveFormBody } from "@/lib/dive-logs/form-payload";
import { diveRuleErrors } from "@/lib/dive-logs/rules";
import { ZCreateDiveLog, type CreateDiveLogInput } from "@/lib/dive-logs/schema";
import { resultingValues } from "@/lib/dive-logs/values";

// The dive form's FormData → the API's request body (lib/dive-logs/form-payload.ts, the same
// mapping the page uses offline), checked with the API's own schema (so the form shows the API's
// messages). The instructor is looked up by member id first (a query, so not the kernel's
// synchronous parse): one answer lists every mistake.

/** The dive's body, or a 422 (AppError "validation") with every field error. */
export async function diveInputOf(form: FormData, mode: "create" | "update"): Promise<CreateDiveLogInput> {
  const { body, instructorMemberId: memberId } = diveFormBody(form, mode);
  const fields: FieldErrors = {};
  body.instructor_id = null;
  if (memberId) {
    try {
      body.instructor_id = (await findInstructorByMemberId(memberId)).id;
    } catch (e) {
      if (!(e instanceof AppError) || !e.extra.fields) throw e;
      Object.assign(fields, e.extra.fields);
      delete body.instructor_id;
    }
  }
  const parsed = ZCreateDiveLog.safeParse(body);
  if (!parsed.success) throw validationError({ ...fields, ...fieldErrorsOf(parsed.error) });
  // The instructor lookup failed, so the service is not called: its unit and cross-field rules
  // (the same pure functions) still report now, so the diver sees every mistake at once.
  if (Object.keys(fields).length) throw validationError({ ...diveRuleErrors(resultingValues(parsed.data)), ...fields });
  return parsed.data;
}
