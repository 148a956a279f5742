import type { FormDefinition } from "@/lib/forms/texts/form-text";

const version1 = `This Medical Statement records what I have declared about my health before taking part in DiveCert diving activities. Diving places particular demands on the heart, the lungs, the ears and sinuses and the nervous system, and some conditions that cause no trouble on land can become dangerous underwater.

I confirm that I have answered every question of the DiveCert diver medical questionnaire truthfully and completely, to the best of my knowledge, and that my answers are recorded in my DiveCert account with the date on which I gave them.

I understand that where I answered "yes" to any question, I must not take part in any in-water activity until a physician has examined me, considered the demands of diving, and given written approval, and that I must upload that approval to my DiveCert account for it to be reviewed.

I understand that my questionnaire is valid for twelve months and that I must complete it again before it expires, and also at any time my health changes, I start a new medication, I become pregnant, or I have an illness, injury or operation that could affect my fitness to dive. Until I have done so I will not dive.

I understand that my answers are confidential: DiveCert instructors see only whether I am cleared to dive, never the answers themselves. My answers are kept for as long as the law requires and used only to protect my safety and that of the people I dive with.

I accept that giving false or incomplete information may put my life and the lives of others at risk, and that I am solely responsible for any consequences of doing so.`;

export const medicalStatement: FormDefinition = {
  code: "medical_statement",
  title: "Diver Medical Statement",
  versions: [{ version: 1, language: "en", publishedOn: "2025-01-15", text: version1 }],
};
