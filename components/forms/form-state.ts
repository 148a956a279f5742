import type { RecordFormState } from "@/lib/forms/action-state";

export type { RecordFormState };

export const idleRecordState: RecordFormState = { status: "idle", seq: 0 };

export type RecordAction = (prev: RecordFormState, form: FormData) => Promise<RecordFormState>;
