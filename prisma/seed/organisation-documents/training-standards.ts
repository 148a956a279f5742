import type { PdfContent } from "@/lib/documents/render-pdf";

// The organisation's training standards, as published to every diver (seeded as a PDF).

export const trainingStandards: PdfContent = {
  title: "DiveCert Training Standards",
  subtitle: "The rules every DiveCert course, instructor and dive center follows",
  edition: "Edition 2026.1 - applies to all courses started on or after 1 January 2026",
  sections: [
    {
      heading: "Purpose and scope",
      paragraphs: [
        "These standards describe the minimum requirements for teaching and certifying divers under the DiveCert name. They apply to every course in the DiveCert catalogue, from Supervised Diver to Examiner, and to every professional member and dive center that runs them. Where national law or a local authority asks for more, the stricter rule applies.",
        "A standard is a minimum, not a target. Instructors are expected to add time, dives and practice whenever a student needs them, and never to shorten a course because a student seems confident.",
      ],
    },
    {
      heading: "Prerequisites and student records",
      paragraphs: [
        "Before the first in-water session, every student must have a verified DiveCert account, a signed liability release, a signed safe diving practices statement and a completed medical questionnaire. A questionnaire with any answer that needs a physician's review is only cleared by a medical certificate that DiveCert staff have accepted.",
        "Minimum ages and prerequisite certifications are listed for each course in the catalogue. Students under 18 need the consent of a parent or guardian, given through the guardian link sent by e-mail.",
      ],
      bullets: [
        "Medical questionnaires are valid for 12 months from submission.",
        "Documents uploaded for review (licences, certificates, insurance) must be legible and current.",
        "Instructors see only whether a student is medically cleared, never the answers.",
      ],
    },
    {
      heading: "Ratios and supervision",
      paragraphs: [
        "Ratios are the maximum number of students per instructor in the water. They assume good conditions; instructors reduce them for poor visibility, current, cold water, night dives or students who need more attention. A certified assistant may add students to a group only where the course standard says so.",
      ],
      bullets: [
        "Confined water: at most 8 students per instructor, 10 with one certified assistant.",
        "Open water training dives: at most 8 students per instructor; 4 for deep and night dives.",
        "Supervised Diver and students under 12: at most 4 per instructor, with direct supervision at all times.",
        "Rescue scenarios: one instructor watches each simulated victim and rescuer pair directly.",
      ],
    },
    {
      heading: "Depth and time limits",
      paragraphs: [
        "Training dives stay within the limits of the course being taught and of the least experienced student in the group. Every training dive is planned as a no-decompression dive with a safety stop of three minutes at five metres, and ends with at least 50 bar (700 psi) in each student's cylinder.",
      ],
      bullets: [
        "Supervised Diver: 12 m. Open Water: 18 m. Advanced Open Water: 30 m. Deep Diver: 40 m.",
        "Enriched air dives respect a maximum partial pressure of oxygen of 1.4 bar.",
        "No more than three training dives per student per day, and never a training dive after a flight on the same day.",
      ],
    },
    {
      heading: "Skills and sign-off",
      paragraphs: [
        "Each course lists the skills a student must master. An instructor signs a skill only after the student has performed it correctly, without help, in the setting the course standard names. Skills that require a dive are linked to the logged dive on which they were performed, and the student confirms each signature in their own record.",
        "Knowledge is checked with the module quizzes and, where the course has one, the final exam. A student who fails the exam reviews the missed topics with the instructor before the next attempt.",
      ],
    },
    {
      heading: "Certification",
      paragraphs: [
        "An instructor issues a certification once every module, skill and required dive is complete and signed. The certification carries a unique number, the date of issue and the issuing instructor, and can be checked by anyone through the public verification page or the QR code on the card.",
        "Certifications do not expire, but DiveCert recommends a refresher with a professional after twelve months without diving. A certification found to have been issued against these standards is revoked, and the record shows it as such.",
      ],
    },
    {
      heading: "Professional members",
      paragraphs: [
        "Instructors and higher ratings keep their professional status by renewing their membership every year, holding valid professional liability insurance where required, and keeping a current professional medical certificate on file. Expired members may not teach, sign skills or issue certifications until they renew.",
      ],
      bullets: [
        "Report every incident during training to DiveCert within 48 hours.",
        "Keep course records for at least seven years.",
        "Teach only the courses your rating allows, at dive centers in good standing.",
      ],
    },
    {
      heading: "Changes to these standards",
      paragraphs: [
        "DiveCert publishes a new edition of these standards when a rule changes; the edition number and date are printed on the first page. Courses already started may finish under the edition they began with. Questions about these standards go to the training department through your dive center.",
      ],
    },
  ],
};
