import { defineCourse, many, one } from "@/prisma/seed/catalogue/types";

// Trainer and examiner appointments are made by DiveCert on application, so they are not sold
// in the store (purchasable: false); professionals are enrolled by staff.
export const instructorTrainer = defineCourse({
  code: "IT",
  name: "Instructor Trainer",
  level: "trainer",
  isoEquivalent: null,
  description:
    "For experienced instructors who will train new instructors: running instructor development courses, coaching and evaluating teaching presentations with consistent criteria, teaching standards and preparing candidates for examination.",
  priceCents: 249_900,
  validityMonths: 12,
  minAge: 18,
  purchasable: false,
  position: 90,
  prerequisites: ["INSTR"],
  modules: [
    {
      title: "The Instructor Trainer's role",
      summary: "Developing instructors, candidate prerequisites, course structure and professional responsibility.",
      content: [
        "Instructor Trainers shape the quality of every diver their instructors will certify. Your job is to develop candidates into instructors who teach to standards, manage risk and care about their students, and to recommend for examination only those who are ready.",
        "Verify each instructor candidate's prerequisites before the course: current Dive Leader rating, the minimum certified time and logged dives the standards require, rescue and first aid training within the required period, and a current medical statement. Missing prerequisites are resolved before the course starts, not during it.",
        "An instructor development course combines knowledge development on learning, standards and risk; teaching practice in the classroom, in confined water and in open water; and continuous coaching. Plan it so each candidate gives several presentations of each kind with feedback between them, and so improvement can be seen and measured.",
        "Your conduct sets the example. Keep to the schedule, know the standards thoroughly, treat candidates with respect, protect their privacy and welfare, and declare any conflict of interest. Never promise a candidate a result; the examination belongs to an independent examiner.",
      ],
      quiz: [
        one("When should missing candidate prerequisites be resolved?", ["During the course", "*Before the course starts", "After the examination"], "Prerequisites are verified and completed before training begins."),
        many("What does an instructor development course include? (Select all that apply.)", ["*Knowledge development on learning, standards and risk", "*Confined and open water teaching practice", "*Continuous coaching with feedback", "A guaranteed pass"], "No trainer can guarantee an independent examination result."),
        one("Whom should an Instructor Trainer recommend for examination?", ["All candidates who attended", "*Only candidates who are ready", "Only candidates who paid in full"], "Recommendations protect candidates and future students."),
        one("Why plan several presentations of each kind per candidate?", ["To fill time", "*So improvement between presentations can be coached and measured", "Because the examiner requires exactly three"], "Repetition with feedback drives improvement."),
        one("What should a trainer do with a conflict of interest?", ["Hide it", "*Declare it", "Ignore it if the candidate agrees"], "Declared conflicts can be managed; hidden ones damage trust."),
      ],
    },
    {
      title: "Coaching and evaluating teaching presentations",
      summary: "Criteria-based scoring, structured debriefs and avoiding common evaluator errors.",
      content: [
        "Evaluate presentations against published criteria, not personal preference. For a confined water presentation the criteria cover the briefing, control and positioning, the demonstration, the evaluation of student performance, the correction of problems and the debriefing. Score each element separately and record evidence for each score.",
        "Debrief in a structured way. Ask the candidate to assess their own presentation first; then confirm what went well with specific examples, identify the one or two changes that would improve it most and explain how, and finish with a clear next step. A long list of minor faults overwhelms and teaches little.",
        "Guard against evaluator errors: the halo effect (one strong element raising every score), leniency or severity (scoring everyone too high or too low), central tendency (avoiding high and low scores) and contrast effects (scoring a candidate against the previous one instead of the criteria). Compare your scores with other trainers regularly.",
        "Plan the problems you will set. Simulated student problems should be realistic, appropriate to the skill and safe, and should test whether the candidate recognises and corrects them. Brief your role-playing students privately and never create real risk for anyone.",
      ],
      quiz: [
        one("What should presentation scores be based on?", ["The trainer's personal style", "*Published criteria with evidence for each score", "The candidate's confidence"], "Criteria and evidence make evaluation fair and consistent."),
        one("What is the halo effect?", ["Scoring everyone low", "*One strong element raising the scores of every other element", "Avoiding high scores"], "Each element should be scored independently."),
        many("Which belong in a structured debrief? (Select all that apply.)", ["*The candidate's self-assessment", "*Specific examples of what went well", "*The one or two most important improvements", "Every minor fault the trainer noticed"], "Focused debriefs produce improvement."),
        one("How should simulated student problems be designed?", ["To surprise the candidate with danger", "*Realistic, appropriate to the skill and safe", "As difficult as possible"], "Problems test recognition and correction without real risk."),
        one("Scoring a candidate higher because the previous one was weak is called:", ["Leniency", "*A contrast effect", "Central tendency"], "Compare with the criteria, not with other candidates."),
      ],
    },
    {
      title: "Teaching standards and risk to candidates",
      summary: "Making candidates fluent in standards, legal responsibility and ethical practice.",
      content: [
        "New instructors must be able to find and apply the standards, not merely recall them. Teach with scenarios: a student under the minimum age, a ratio problem in poor visibility, a medical answer that needs a physician. Ask candidates to find the governing standard and justify their decision.",
        "Explain the legal basis of the instructor's responsibility: duty of care, the standard of care set by the organisation's standards and common practice, and the role of records in showing that care was taken. Use anonymised incident reports to show how small deviations contribute to accidents.",
        "Discuss ethics openly: certifying students who have not mastered requirements, teaching outside one's rating, misrepresenting qualifications and commercial pressure to shorten courses. Candidates should leave with a clear understanding that their signature means the student met the standard.",
        "After certification, support new instructors through mentoring and quality assurance: feedback from their students, review of their first courses and an open door for questions. A good trainer stays in contact.",
      ],
      quiz: [
        one("What is the best way to teach standards?", ["Reading them aloud", "*Scenarios in which candidates find and apply the governing standard", "Memorising page numbers"], "Application builds usable knowledge."),
        many("Which are ethical breaches for an instructor? (Select all that apply.)", ["*Certifying a student who has not met requirements", "*Teaching outside their rating", "*Misrepresenting their qualifications", "Referring a student to another instructor"], "Referral is an accepted, ethical practice."),
        one("What sets the standard of care for an instructor?", ["The student's expectations", "*The organisation's standards and common professional practice", "The price of the course"], "Standards and accepted practice define reasonable care."),
        one("Why use anonymised incident reports in training?", ["*To show how small deviations contribute to accidents", "To assign blame", "To frighten candidates"], "Real cases make risk management concrete."),
        one("What support should new instructors receive after certification?", ["None", "*Mentoring and quality assurance feedback", "Only an invoice for renewal"], "Ongoing support consolidates good practice."),
      ],
    },
    {
      title: "Preparing candidates for examination",
      summary: "Readiness assessment, rehearsals, remediation and documentation.",
      content: [
        "Assess readiness on evidence: consistent passing scores on recent presentations of each type, standards exam practice results above the pass mark, demonstration-quality skills and a sound rescue assessment. One good day is not readiness.",
        "Rehearse the examination conditions without surprises: timed presentations, assigned topics and realistic problems. Explain the examination process and scoring so the candidate knows what to expect; anxiety falls when the process is clear.",
        "When a candidate is not ready, say so honestly and early, with a written remediation plan: the specific criteria not yet met, the practice needed and a date for reassessment. Postponement is a normal outcome of good training.",
        "Keep complete records of each candidate's presentations, scores, skills and feedback. They support your recommendation, help the examiner understand the candidate's training and protect everyone if a decision is later questioned.",
      ],
      quiz: [
        many("Which evidence supports a readiness recommendation? (Select all that apply.)", ["*Consistent passing presentation scores", "*Standards exam practice above the pass mark", "*Demonstration-quality skills", "A single excellent presentation"], "Readiness is consistent performance across all areas."),
        one("A candidate is not ready on the planned date. What do you do?", ["Recommend them anyway", "*Tell them honestly with a written remediation plan", "Cancel their training"], "Clear, specific remediation leads to success later."),
        one("Why rehearse under examination conditions?", ["*So the process holds no surprises and anxiety falls", "To give the candidate the real topics", "To replace the examination"], "Familiarity with the process lets competence show."),
        one("Why keep complete candidate records?", ["For marketing", "*To support recommendations and decisions if questioned", "They are not needed"], "Records document training and decisions."),
        one("Who decides the examination result?", ["The Instructor Trainer", "*An independent examiner", "The candidate's employer"], "Independence separates training from assessment."),
      ],
    },
  ],
  exam: [
    one("What is the primary purpose of an Instructor Trainer?", ["Selling courses", "*Developing instructors who teach to standards and manage risk", "Examining candidates they trained"], "Trainers develop; examiners assess."),
    many("Which are evaluator errors? (Select all that apply.)", ["*Halo effect", "*Central tendency", "*Leniency", "Criteria-based scoring"], "Criteria-based scoring is the remedy."),
    one("What should the first step of a debrief be?", ["*The candidate's self-assessment", "The trainer's list of faults", "The score"], "Self-assessment builds reflection and ownership."),
    one("How many improvements should a debrief focus on?", ["Every fault", "*The one or two that matter most", "None"], "Focus produces change."),
    one("A candidate lacks the required first aid training at the start of the course. What should happen?", ["They continue and complete it later", "*It is completed before the course starts", "It is ignored"], "Prerequisites come first."),
    one("What makes a simulated student problem appropriate?", ["*It is realistic, relevant and safe", "It is dangerous enough to be memorable", "It is unrelated to the skill"], "Simulated problems test recognition and correction safely."),
    many("Which belong in a remediation plan? (Select all that apply.)", ["*The criteria not yet met", "*The practice needed", "*A reassessment date", "A promise of a pass"], "No one can promise an independent result."),
    one("Why should trainers compare scores with each other regularly?", ["To average them", "*To keep evaluation consistent across trainers", "To rank candidates"], "Calibration reduces variation between evaluators."),
    one("What does an instructor's signature on a skill mean?", ["The student attended", "*The student met the standard", "The student paid"], "A signature attests to mastery."),
    one("What is the best method for teaching standards to candidates?", ["Reading only", "*Scenario-based application", "Skipping them"], "Candidates must find and apply standards in real situations."),
  ],
  skills: [
    { name: "Instructor development presentation", description: "Deliver a knowledge development session to instructor candidates." },
    { name: "Evaluate and debrief knowledge presentations", description: "Score candidate presentations against criteria and give structured debriefs." },
    { name: "Evaluate and debrief confined water presentations", description: "Set simulated problems, score and debrief confined water teaching presentations." },
    { name: "Evaluate an open water teaching presentation", description: "Control, score and debrief a candidate's open water presentation.", requiresDive: true },
    { name: "Standards workshop", description: "Run a scenario-based workshop on course standards and risk management." },
    { name: "Supervise a candidate rescue assessment", description: "Supervise and evaluate a candidate's unresponsive diver rescue in open water.", requiresDive: true },
  ],
});
