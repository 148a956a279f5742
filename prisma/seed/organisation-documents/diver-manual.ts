import type { PdfContent } from "@/lib/documents/render-pdf";

// The divers' manual, as published to every diver (seeded as a PDF).

export const diverManual: PdfContent = {
  title: "DiveCert Diver Manual",
  subtitle: "A companion for your training and every dive after it",
  edition: "Edition 2026.1",
  sections: [
    {
      heading: "Welcome",
      paragraphs: [
        "This manual accompanies your DiveCert courses. It gathers the ideas you will use on every dive: how pressure affects your body and your equipment, how to plan a dive and follow the plan, and what to do when something does not go as expected. Read it before your first confined water session and come back to it whenever you start a new course.",
      ],
    },
    {
      heading: "Pressure and your body",
      paragraphs: [
        "At the surface the air around you presses with about one bar. Every ten metres of sea water adds another bar, so at 30 metres the pressure is four times that at the surface. Air spaces in your body and equipment shrink as you descend and expand as you ascend, which is why you equalise your ears early and often on the way down and never hold your breath on the way up.",
        "Breathe slowly and continuously. Equalise before you feel discomfort, by pinching your nose and blowing gently or by swallowing and moving your jaw. If an ear will not clear, ascend a little and try again; never force it.",
      ],
      bullets: [
        "Ascend no faster than 9 metres per minute, slower near the surface.",
        "Make a safety stop of three minutes at five metres at the end of every dive.",
        "Do not fly for at least 18 hours after repetitive dives.",
      ],
    },
    {
      heading: "Your equipment",
      paragraphs: [
        "Assemble and check your own equipment before every dive, then check your buddy's. A simple sequence helps: buoyancy compensator, weights, releases, air and a final look from head to toe. Open the cylinder valve fully, breathe from each second stage while watching the pressure gauge, and make sure your alternate air source is where your buddy expects it.",
        "After the dive, rinse everything in fresh water, let it dry in the shade, and have your regulator and cylinder serviced at the intervals the manufacturer recommends.",
      ],
    },
    {
      heading: "Planning a dive",
      paragraphs: [
        "Agree on the plan with your buddy before you enter the water: the maximum depth, the longest time, the turn pressure, the route, and the signals you will use. Your dive computer tracks your no-decompression limit; stay well inside it and begin your ascent when either of you reaches the turn pressure or the planned time.",
        "When you breathe enriched air, check the oxygen content of your cylinder yourself, set your computer to that mix and never exceed the maximum operating depth written on the cylinder.",
      ],
      bullets: [
        "Plan to surface with at least 50 bar (700 psi).",
        "Dive within the limits of your training and your recent experience.",
        "Log every dive: it is your record and the evidence for your next course.",
      ],
    },
    {
      heading: "Buoyancy and the environment",
      paragraphs: [
        "Good buoyancy protects the reef and makes diving effortless. Weight yourself so that, with a nearly empty cylinder, you can hover at five metres with an empty buoyancy compensator. Add air in small amounts as you descend, release it as you ascend, and use your breathing for fine control.",
        "Look, do not touch. Keep fins and gauges off the bottom, never feed or chase animals, and take nothing but photographs.",
      ],
    },
    {
      heading: "Problems and emergencies",
      paragraphs: [
        "Most problems are solved by stopping, breathing, thinking and then acting. If you run low on air, signal your buddy and share their alternate air source while you ascend together. If you are separated, search for no more than one minute, then ascend slowly and meet at the surface.",
        "At the surface, inflate your buoyancy compensator and signal the boat or shore. If a diver shows signs of decompression illness, such as unusual fatigue, pain in the joints, numbness or difficulty breathing, give oxygen if you are trained to, call the emergency services and keep the diver lying down and warm.",
      ],
    },
    {
      heading: "Your DiveCert record",
      paragraphs: [
        "Your account keeps your courses, dives, certifications and documents together. Upload your medical certificate when your questionnaire asks for a physician's approval, keep your forms signed, and show your digital card with its QR code whenever a dive center asks for proof of certification.",
      ],
    },
  ],
};
