import { z } from "zod";

// Request schema of POST /diver/medical-questionnaire (also the sync operation's payload).

export const ZMedicalSubmission = z.object({
  answers: z.record(
    z.string().max(100, "The question id is too long."),
    z.boolean({ error: "The answer must be true (yes) or false (no)." }),
    { error: "The answers must be an object of question ids and true/false answers." },
  ),
});
export type MedicalSubmissionInput = z.infer<typeof ZMedicalSubmission>;

