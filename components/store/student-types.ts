import type { StudentRef } from "@/lib/store/find-student";

export type StudentLookupState = {
  status: "idle" | "found" | "error";
  student?: StudentRef;
  /** What was typed, to keep it in the box. */
  ref?: string;
  fieldError?: string;
  message?: string;
  seq: number;
};

export const idleLookup: StudentLookupState = { status: "idle", seq: 0 };
