import { defineCourse, many, one } from "@/prisma/seed/catalogue/types";

// Appointed on application, like Instructor Trainer: not sold in the store.
export const examiner = defineCourse({
  code: "EXAM",
  name: "Examiner",
  level: "examiner",
  isoEquivalent: null,
  description:
    "For Instructor Trainers appointed to examine instructor candidates: independence and conduct, designing and running fair examinations, criteria-based scoring and calibration, feedback, appeals and quality assurance.",
  priceCents: 199_900,
  validityMonths: 12,
  minAge: 18,
  purchasable: false,
  position: 100,
  prerequisites: ["IT"],
  modules: [
    {
      title: "Independence and conduct",
      summary: "Why examinations are separate from training, conflicts of interest and the examiner's code of conduct.",
      content: [
        "An examination certifies to the public that a candidate meets the standard. It is credible only if the examiner is independent of the training and of the outcome. DiveCert examiners therefore never examine candidates they trained, coached or mentored, relatives, employees or business partners, or anyone where a reasonable observer might doubt their impartiality.",
        "Declare any possible conflict to DiveCert as soon as you know of it, before the examination; the candidate is then reassigned to another examiner. A declared conflict is routine; an undeclared one can invalidate the results of every candidate examined.",
        "Conduct yourself as a representative of the organisation: punctual, prepared, courteous and consistent. Treat candidates equally, do not discuss other candidates or trainers, keep examination content and results confidential, and do not offer paid services to candidates you are examining.",
        "Candidate safety comes before assessment. Check conditions and equipment for practical assessments, stop any exercise that becomes unsafe, and have an emergency action plan, oxygen and first aid at every site.",
      ],
      quiz: [
        many("Whom must an examiner not examine? (Select all that apply.)", ["*Candidates they trained or coached", "*Relatives", "*Their employees", "Candidates from another region"], "Region is not a conflict; personal and training relationships are."),
        one("When should a conflict of interest be declared?", ["After the results", "*As soon as it is known, before the examination", "Only if the candidate fails"], "Early declaration allows reassignment."),
        one("What happens if an undeclared conflict is discovered?", ["Nothing", "*The results examined under that conflict may be invalidated", "The candidate's score increases"], "Undeclared conflicts undermine the credibility of results."),
        one("What comes first during a practical assessment?", ["Completing the schedule", "*Candidate and participant safety", "The examiner's comfort"], "An unsafe exercise is stopped immediately."),
        one("Why are examinations separate from training?", ["To raise prices", "*So results are credible to the public through independence", "Because trainers are too busy"], "Independence is the foundation of certification credibility."),
      ],
    },
    {
      title: "Designing and running examinations",
      summary: "Valid written items, standardised practical tasks, security and reasonable adjustments.",
      content: [
        "A valid examination measures what the course objectives require, and a reliable one gives the same result whoever marks it and whenever it is taken. Build each examination from a blueprint that maps items and tasks to objectives, so every important area is covered in proportion to its importance.",
        "Write written items with a clear question, one unambiguous best answer (or clearly defined correct options for multiple-response items) and plausible wrong options based on real misconceptions. Avoid trick wording, double negatives, 'all of the above' and clues such as the longest option always being correct. Test application, not trivia.",
        "Standardise practical tasks: the same assignment types, the same time limits, the same environment requirements and the same published criteria for every candidate. Brief all candidates together on the schedule, the process and the criteria.",
        "Protect examination security with rotated versions, supervised conditions and no communication devices. Offer reasonable adjustments, such as extra time or an oral reading of questions, when a candidate has a documented need, provided they do not change what is being measured.",
      ],
      quiz: [
        one("What does a reliable examination do?", ["Measures anything", "*Gives the same result whoever marks it and whenever it is taken", "Is always difficult"], "Reliability is consistency; validity is measuring the right thing."),
        many("Which are good practices for written items? (Select all that apply.)", ["*Plausible wrong options based on real misconceptions", "*Testing application", "Double negatives to test attention", "'All of the above' as the usual answer"], "Trick wording measures reading, not competence."),
        one("What is an examination blueprint?", ["*A map of items and tasks to course objectives", "A list of candidates", "The answer key"], "A blueprint ensures coverage and proportion."),
        one("A candidate with dyslexia asks for extra time. What is appropriate?", ["Refuse all adjustments", "*Grant a reasonable adjustment that does not change what is measured", "Give them the answers"], "Adjustments remove barriers, not requirements."),
        one("Why brief all candidates together on process and criteria?", ["To save the examiner time only", "*So every candidate has the same information", "To let them choose topics"], "Equal information is part of fairness."),
      ],
    },
    {
      title: "Scoring, calibration and decisions",
      summary: "Applying criteria consistently, calibrating between examiners and making defensible pass decisions.",
      content: [
        "Score every element against its written criteria and note the evidence you observed: what the candidate did or did not do. Scores without evidence cannot be explained to the candidate or defended on appeal.",
        "Calibration keeps examiners consistent. Regularly score the same recorded or observed presentations as other examiners, compare scores element by element and discuss differences until you agree on how the criteria apply. Watch your own tendencies: leniency, severity, the halo effect and drifting standards at the end of a long day.",
        "Apply the pass rules exactly as published: the minimum scores for each presentation type, the standards exam pass mark (80 per cent for DiveCert final exams) and the required skills. A candidate close to the line is decided on the evidence against the criteria, never on sympathy, effort or the trainer's reputation.",
        "Record every decision with its reasons on the examination record. Where the rules allow a retake of one element, state exactly what must be repeated and under what conditions.",
      ],
      quiz: [
        one("What should accompany every score?", ["*The evidence observed", "The candidate's photo", "The trainer's opinion"], "Evidence makes scores explainable and defensible."),
        many("Which are part of calibration? (Select all that apply.)", ["*Scoring the same presentations as other examiners", "*Comparing scores element by element", "*Discussing differences until agreement", "Averaging scores without discussion"], "Discussion aligns interpretation of the criteria."),
        one("What is the pass mark for a DiveCert final exam?", ["75 per cent", "*80 per cent", "90 per cent"], "Module quizzes default to 75 per cent; final exams require 80 per cent."),
        one("How is a borderline candidate decided?", ["By sympathy", "*On the evidence against the criteria", "By the trainer's reputation"], "Only evidence against criteria is fair and defensible."),
        one("Why watch for drifting standards late in an examination day?", ["*Fatigue can change how an examiner applies criteria", "Candidates are better later", "The criteria change in the afternoon"], "Consistency across the day is part of reliability."),
      ],
    },
    {
      title: "Feedback, appeals and quality assurance",
      summary: "Communicating results, handling appeals and improving examinations over time.",
      content: [
        "Give results privately, clearly and respectfully. Start with the outcome, then explain it with specific evidence tied to the criteria, and for any element not passed state what must improve and how it can be retaken. Candidates should leave knowing exactly where they stand.",
        "Every candidate has the right to appeal. Explain the procedure and the deadline, accept the appeal in writing, and send it with the examination records to DiveCert, where someone independent of the decision reviews it. Do not argue the case with the candidate yourself.",
        "Keep examination records complete and secure for the period DiveCert requires: attendance, versions used, scores with evidence, decisions and any adjustments or incidents.",
        "Use the results to improve. Item analysis shows questions that almost everyone gets right or wrong, or that strong candidates miss more than weak ones; such items are reviewed, rewritten or removed. Report recurring weaknesses in candidate preparation to the training department so instructor development can address them.",
      ],
      quiz: [
        one("How should results be communicated?", ["Publicly to the group", "*Privately, clearly and with specific evidence", "Only by e-mail weeks later"], "Private, evidence-based feedback respects the candidate."),
        one("A candidate disagrees with a result. What does the examiner do?", ["Change the score", "*Explain the appeal procedure and forward a written appeal with the records", "Refuse to discuss it"], "Appeals are reviewed independently."),
        many("What should examination records include? (Select all that apply.)", ["*Scores with evidence", "*Decisions and reasons", "*Adjustments and incidents", "The examiner's travel expenses"], "Records support appeals and quality assurance."),
        one("What might item analysis reveal?", ["*Questions that strong candidates miss more than weak ones", "The candidates' ages", "The examiner's preferences"], "Poorly discriminating items are reviewed or removed."),
        one("Where should recurring candidate weaknesses be reported?", ["Nowhere", "*To the training department", "On social media"], "Feedback improves instructor development."),
      ],
    },
  ],
  exam: [
    one("Which relationship is a conflict of interest for an examiner?", ["A candidate from a distant dive centre", "*A candidate the examiner coached during training", "A candidate of the same nationality"], "Training relationships compromise independence."),
    many("What makes an examination fair? (Select all that apply.)", ["*Published criteria", "*The same conditions for every candidate", "*Consistent scoring", "Hidden criteria"], "Candidates must know the criteria."),
    one("Which describes validity?", ["*The examination measures what the objectives require", "Two examiners give the same score", "The examination is long"], "Validity is about measuring the right thing."),
    one("What should an examiner do if an exercise becomes unsafe?", ["Finish it quickly", "*Stop it immediately", "Score it as failed"], "Safety overrides assessment."),
    many("Which are signs of a poor written item? (Select all that apply.)", ["*Double negatives", "*The longest option is always correct", "*Two defensible best answers", "One clear best answer"], "Good items have one defensible best answer."),
    one("What is the purpose of calibration?", ["Ranking examiners", "*Consistent application of criteria between examiners", "Shortening examinations"], "Calibration improves reliability."),
    one("On what basis is a pass decision made?", ["The candidate's effort", "*Evidence against the published criteria and pass rules", "The trainer's recommendation alone"], "Decisions rest on evidence and rules."),
    one("Who reviews an appeal?", ["The examiner who made the decision", "*Someone at DiveCert independent of the decision", "The candidate's trainer"], "Independent review protects fairness."),
    one("What is a reasonable adjustment?", ["A lower pass mark", "*A change in conditions that removes a barrier without changing what is measured", "Skipping an element"], "Adjustments must preserve the standard."),
    one("What should happen to an item that strong candidates miss more often than weak ones?", ["Keep it", "*Review, rewrite or remove it", "Make it worth more points"], "It is likely ambiguous or wrong."),
  ],
  skills: [
    { name: "Write and review examination items", description: "Write items to a blueprint and review another examiner's items." },
    { name: "Calibration session", description: "Score recorded presentations with other examiners and reconcile differences." },
    { name: "Examine knowledge presentations under supervision", description: "Score and debrief candidate presentations alongside a senior examiner." },
    { name: "Examine an open water teaching presentation", description: "Run and score an open water presentation with safety control.", requiresDive: true },
    { name: "Examine a rescue assessment", description: "Evaluate a candidate's unresponsive diver rescue in open water.", requiresDive: true },
    { name: "Run a complete examination event", description: "Brief candidates, conduct all elements, communicate results and complete records under supervision." },
  ],
});
