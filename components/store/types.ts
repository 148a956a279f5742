import type { FieldErrors } from "@/lib/api/errors";
import type { listStoreCourses } from "@/lib/store/list-store-courses";

export type StoreCourse = Awaited<ReturnType<typeof listStoreCourses>>[number];

/** What the store's server actions answer to their forms (useActionState). */
export type StoreFormState = {
  status: "idle" | "error" | "success";
  message?: string;
  /** Reasons the course cannot be bought (422 `course`), listed under the button. */
  reasons?: string[];
  fields?: FieldErrors;
  values?: Record<string, string>;
  seq: number;
};

export const idleStoreState: StoreFormState = { status: "idle", seq: 0 };
