// The diver medical questionnaire, in DiveCert's own words. Its layout follows the common
// recreational diver questionnaire: one page of yes/no questions, each "yes" opening a group of
// more specific questions. Any "yes" means a physician must approve diving.
// Changing a question means a new version: stored submissions keep the version they answered.

export type MedicalQuestion = { id: string; text: string; follow_up_group: string | null };
export type FollowUpGroup = { id: string; title: string; questions: { id: string; text: string }[] };
export type MedicalStructure = { version: number; questions: MedicalQuestion[]; follow_up_groups: FollowUpGroup[] };

const group = (id: string, title: string, texts: string[]): FollowUpGroup => ({
  id,
  title,
  questions: texts.map((text, i) => ({ id: `${id}_${i + 1}`, text })),
});

export const medicalQuestionnaire: MedicalStructure = {
  version: 1,
  questions: [
    { id: "lungs", text: "Have you ever had asthma, wheezing, a collapsed lung, or any other problem with your lungs or your breathing?", follow_up_group: "lungs" },
    { id: "heart", text: "Have you ever had a heart condition, chest pain, high blood pressure, a stroke or a problem with your circulation?", follow_up_group: "heart" },
    { id: "pregnancy", text: "Are you pregnant, or trying to become pregnant?", follow_up_group: null },
    { id: "age_45", text: "Are you 45 years of age or older?", follow_up_group: "age_45" },
    { id: "nervous_system", text: "Have you ever had a seizure, epilepsy, a head injury with loss of consciousness, or another disorder of the brain or nerves?", follow_up_group: "nervous_system" },
    { id: "mental_health", text: "Have you ever been treated for a mental health condition, panic attacks, or a strong fear of enclosed spaces or open water?", follow_up_group: "mental_health" },
    { id: "back_joints", text: "Have you had back or spine problems, back surgery, or an injury or operation on your bones or joints?", follow_up_group: "back_joints" },
    { id: "diabetes", text: "Do you have diabetes, or do you take medicine to control your blood sugar?", follow_up_group: "diabetes" },
    { id: "ears_sinuses", text: "Have you had ear or sinus surgery, or do you have problems with your ears, hearing, balance or sinuses?", follow_up_group: "ears_sinuses" },
    { id: "medication", text: "Do you take prescription medicine (other than contraception), or have you had an operation, a hospital stay or a serious illness in the last 12 months?", follow_up_group: "medication" },
  ],
  follow_up_groups: [
    group("lungs", "Lungs and breathing", [
      "Have you had asthma or wheezing, or used an inhaler, in the last five years?",
      "Have you ever had a collapsed lung (pneumothorax) or an operation on your chest?",
      "Do you become short of breath during ordinary exercise, such as climbing two flights of stairs?",
      "Have you had pneumonia, bronchitis or another chest infection in the last 12 months?",
      "Has a doctor told you that you have emphysema, COPD or another long-term lung disease?",
    ]),
    group("heart", "Heart and circulation", [
      "Have you had a heart attack, heart surgery, or a procedure such as a stent, a bypass or a pacemaker?",
      "Do you take medicine for high blood pressure or for a heart condition?",
      "Have you fainted, had chest pain or felt an irregular heartbeat during exercise?",
      "Have you had a stroke or a transient ischaemic attack (a 'mini-stroke')?",
      "Has a doctor told you that you have a hole in the heart (such as a PFO) or a heart valve problem?",
    ]),
    group("age_45", "Risk factors from the age of 45", [
      "Do you smoke, vape or use tobacco in any other form?",
      "Has a doctor told you that your cholesterol is high?",
      "Has a parent, brother or sister had a heart attack or a stroke before the age of 60?",
      "Would you find it hard to walk briskly for 30 minutes without stopping?",
      "Is your body mass index 30 or more?",
    ]),
    group("nervous_system", "Brain and nervous system", [
      "Have you had a seizure, a fit or a blackout, or do you take medicine to prevent them?",
      "Have you had a head injury with loss of consciousness in the last five years?",
      "Do you have recurring migraines, or migraines with changes to your sight, speech or strength?",
      "Do you have lasting dizziness, numbness, weakness or problems with your balance?",
    ]),
    group("mental_health", "Mental health", [
      "Have you had panic attacks, or a strong fear of enclosed spaces or of open water?",
      "Are you being treated, or have you been treated in the last five years, for depression, anxiety or another psychiatric condition?",
      "Do you have a condition that makes it hard for you to concentrate on or follow safety instructions?",
      "Have you been treated for alcohol or drug dependence in the last five years?",
    ]),
    group("back_joints", "Back, bones and joints", [
      "Do you have ongoing back pain, or a slipped or herniated disc?",
      "Have you ever had an operation on your back or spine?",
      "Have you had a fracture, a joint injury or an operation on an arm or a leg in the last six months?",
      "Do you have a condition that stops you from walking or climbing a ladder while carrying heavy equipment?",
    ]),
    group("diabetes", "Diabetes and blood sugar", [
      "Do you take insulin?",
      "Do you take tablets or injections other than insulin to control your blood sugar?",
      "In the last 12 months, have you had a low blood sugar episode (hypoglycaemia) that needed someone else's help?",
      "Has diabetes affected your eyes, kidneys, nerves or heart?",
    ]),
    group("ears_sinuses", "Ears, sinuses and balance", [
      "Have you ever had an operation on your ears or sinuses?",
      "Do you find it hard to equalise your ears, or do you often have ear infections?",
      "Do you have hearing loss, ringing in the ears, or recurring attacks of vertigo?",
      "Do you often have blocked sinuses, sinus infections or hay fever that blocks your nose?",
    ]),
    group("medication", "Medicine and recent treatment", [
      "Do you take medicine that makes you drowsy, or that warns against driving or operating machinery?",
      "Have you had an operation or stayed in hospital in the last 12 months?",
      "Have you had a serious illness in the last 12 months?",
      "Do you take medicine for any condition not already mentioned in this questionnaire?",
    ]),
  ],
};
