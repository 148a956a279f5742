/** What the resolve action answers to a conflict's form (useActionState). */
export type ConflictFormState = { status: "idle" | "error"; message?: string };
export const idleConflictForm: ConflictFormState = { status: "idle" };
