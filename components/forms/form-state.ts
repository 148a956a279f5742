// Left for the guardian's public signing action until it moves onto the action kernel; the forms
// themselves take the kernel's FormAction (lib/pages/form-state.ts).
export type { RecordFormState } from "@/lib/forms/action-state";
