import { AppError, type FieldErrors } from "@/lib/api/errors";
import { findInstructorByMemberId } from "@/lib/dive-logs/find-instructor";

// A dive's instructor named by member id in a sync payload (`instructor_member_id`): the web
// app's dive form names instructors that way (what divers know), and offline the device cannot
// look the member up, so the server does when the operation arrives, as the form's action does
// online. An `instructor_id` given as well wins; null or "" clears the instructor. An unknown or
// malformed member id is that field's error (the operation is rejected, the diver fixes it on /sync).

const FIELD = "payload.instructor_member_id";

/** The payload with `instructor_member_id` turned into `instructor_id`, and that field's errors. */
export async function withInstructorResolved(payload: Record<string, unknown>): Promise<{ payload: Record<string, unknown>; errors: FieldErrors }> {
  if (!Object.hasOwn(payload, "instructor_member_id")) return { payload, errors: {} };
  const { instructor_member_id: memberId, ...rest } = payload;
  if (rest.instructor_id !== undefined) return { payload: rest, errors: {} };
  if (memberId === null || memberId === "") return { payload: { ...rest, instructor_id: null }, errors: {} };
  try {
    if (typeof memberId !== "string") return { payload: rest, errors: { [FIELD]: ["The instructor member id field must be of type string."] } };
    return { payload: { ...rest, instructor_id: (await findInstructorByMemberId(memberId, FIELD)).id }, errors: {} };
  } catch (e) {
    if (!(e instanceof AppError) || !e.extra.fields) throw e;
    return { payload: rest, errors: e.extra.fields };
  }
}
