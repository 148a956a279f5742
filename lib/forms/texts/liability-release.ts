import type { FormDefinition } from "@/lib/forms/texts/form-text";

const version1 = `This Release of Liability and Assumption of Risk ("this Release") is given by the diver named below to DiveCert, its training directors, instructors, dive centres, employees and agents (together "DiveCert") in return for being allowed to take part in DiveCert training, courses and supervised dives.

I understand that scuba diving, snorkelling and the related activities carry inherent risks that cannot be removed by care or supervision, including decompression sickness, arterial gas embolism, lung over-expansion injuries, drowning, hypothermia, injuries caused by marine life, boats and equipment failure, and that these can result in permanent injury or death. I understand that training sites may be far from a recompression chamber or medical help.

I confirm that I am in good health, that I have told my instructor about every medical condition that could affect my safety in the water, and that I have answered the DiveCert medical questionnaire truthfully.

I accept these risks and take personal responsibility for them. To the extent the law allows, I release DiveCert from any claim for injury, loss or damage arising from my participation, except for loss caused by gross negligence or wilful misconduct.

This Release is governed by the law of the country in which the training takes place. If any part of it is held unenforceable, the rest remains in force.`;

const version2 = `This Release of Liability and Assumption of Risk ("this Release") is given by the diver named below, or by the parent or legal guardian of a diver under 18, to DiveCert, its training directors, instructors, assistants, dive centres, boat operators engaged by them, employees and agents (together "the Released Parties"), in return for being allowed to take part in DiveCert training, courses, supervised dives and related activities ("the Activities").

1. Nature of the Activities. I understand that scuba diving, freediving, snorkelling and the related surface activities are physically demanding and carry inherent risks that no amount of care, training or supervision can remove. These include, among others, decompression sickness, arterial gas embolism, lung over-expansion injuries, barotrauma of the ears and sinuses, oxygen toxicity, nitrogen narcosis, drowning, hypothermia, exhaustion, injuries caused by marine life, currents, boats and equipment, and failure of equipment, any of which can cause permanent disability or death.

2. Remote locations. I understand that the Activities may take place at sites that are far from a recompression chamber, a hospital or emergency services, and that help may be delayed.

3. My own responsibilities. I confirm that I will follow the instructions of my instructor, dive within the limits of my training and experience, keep my equipment in good repair, stop and tell my instructor when I feel unwell or uncomfortable, and never dive under the influence of alcohol or drugs. I understand that the safety of my dives depends on my own conduct as well as on the supervision I receive.

4. Health. I confirm that I have completed the DiveCert medical questionnaire truthfully and completely, that I will report any change in my health before taking part in any further Activity, and that where the questionnaire calls for a physician's approval I will not take part in in-water Activities until that approval has been given.

5. Assumption of risk and release. Knowing these risks, I freely choose to take part and accept personal responsibility for them. To the fullest extent permitted by law, I release the Released Parties from every claim for personal injury, death, loss of or damage to property arising out of my participation in the Activities, including claims based on the ordinary negligence of any Released Party. This release does not apply to loss caused by gross negligence or wilful misconduct, or to any liability that cannot be excluded by law.

6. Minors. Where this Release is signed by a parent or legal guardian on behalf of a diver under 18, the signer confirms that they have the authority to do so, that they have read this Release with the diver, and that they accept its terms on their own behalf and on behalf of the diver.

7. General. This Release is governed by the law of the country in which the Activities take place. If a court finds any part of it unenforceable, the remaining parts continue in full force. I have read this Release, understood it, and sign it voluntarily.`;

export const liabilityRelease: FormDefinition = {
  code: "liability_release",
  title: "Release of Liability and Assumption of Risk",
  versions: [
    { version: 1, language: "en", publishedOn: "2025-01-15", text: version1 },
    { version: 2, language: "en", publishedOn: "2026-09-01", text: version2 },
  ],
};
