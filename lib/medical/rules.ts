import type { FieldErrors } from "@/lib/api/errors";
import type { MedicalStructure } from "@/lib/medical/questionnaire";

// The questionnaire's rules, pure: which answers are required, the outcome, and the status.

export type MedicalOutcome = "fit" | "physician_approval_required";
export type MedicalStatus = "missing" | "fit" | "fit_with_physician_approval" | "physician_approval_required" | "expired";

export const VALIDITY_MONTHS = 12;

/**
 * Every first-page question, and every question of each group a "yes" opened, must be answered;
 * ids the questionnaire does not have are refused. Returns the kept answers: those of groups that
 * stayed closed are dropped (a client that changed a "yes" back to "no" may still send them).
 */
export function checkAnswers(structure: MedicalStructure, answers: Record<string, boolean>): { errors: FieldErrors; kept: Record<string, boolean> } {
  const errors: FieldErrors = {};
  const kept: Record<string, boolean> = {};
  const groups = new Map(structure.follow_up_groups.map((g) => [g.id, g]));
  const known = new Set([...structure.questions.map((q) => q.id), ...structure.follow_up_groups.flatMap((g) => g.questions.map((q) => q.id))]);
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) errors[`answers.${id}`] = ["This question is not part of the questionnaire."];
  }
  for (const q of structure.questions) {
    const answer = answers[q.id];
    if (answer === undefined) {
      errors[`answers.${q.id}`] = ["This question must be answered."];
      continue;
    }
    kept[q.id] = answer;
    const group = answer && q.follow_up_group ? groups.get(q.follow_up_group) : undefined;
    for (const f of group?.questions ?? []) {
      const followUp = answers[f.id];
      if (followUp === undefined) errors[`answers.${f.id}`] = [`This question must be answered because "${q.id}" was answered yes.`];
      else kept[f.id] = followUp;
    }
  }
  return { errors, kept };
}

export const outcomeOf = (answers: Record<string, boolean>): MedicalOutcome =>
  Object.values(answers).some(Boolean) ? "physician_approval_required" : "fit";

/** Twelve calendar months later, same time of day (29 February rolls over to 1 March). */
export function validUntilOf(submittedAt: Date): Date {
  const d = new Date(submittedAt);
  d.setUTCMonth(d.getUTCMonth() + VALIDITY_MONTHS);
  return d;
}

export type SubmissionState = { outcome: MedicalOutcome; validUntil: Date; approvalDocumentId: number | null };

/** Computed at read time, so nothing has to run when a submission expires. */
export function statusOf(latest: SubmissionState | null | undefined, now: Date = new Date()): MedicalStatus {
  if (!latest) return "missing";
  if (latest.validUntil.getTime() <= now.getTime()) return "expired";
  if (latest.outcome === "fit") return "fit";
  return latest.approvalDocumentId !== null ? "fit_with_physician_approval" : "physician_approval_required";
}

/** In-water skills may be signed only with one of these. */
export const isClearedToDive = (status: MedicalStatus) => status === "fit" || status === "fit_with_physician_approval";
