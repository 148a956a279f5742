import { defineFreeLearning, many, one } from "@/prisma/seed/catalogue/types";

export const equalisationTechniques = defineFreeLearning({
  code: "FL-EQUALISE",
  name: "Equalisation Techniques",
  description: "A short free course on how your ears and sinuses respond to pressure, the main equalisation techniques and how to avoid ear injuries.",
  position: 130,
  modules: [
    {
      title: "Your ears and sinuses under pressure",
      summary: "The middle ear, the Eustachian tubes and what happens when you do not equalise.",
      content: [
        "The middle ear is a small air space behind the eardrum, connected to the back of the nose by the Eustachian tube. The tube is normally closed. As you descend, water pressure pushes the eardrum inwards; to balance it you must open the tube and let air from your throat into the middle ear.",
        "The pressure difference that hurts is small: a metre or two of water is enough to cause discomfort, and continuing to descend without equalising can bruise or rupture the eardrum. This is middle ear barotrauma, the most common injury in diving.",
        "The sinuses are air spaces in the bones of the face, connected to the nose by narrow openings. They usually equalise on their own, but congestion can block them, causing pain in the forehead, cheeks or upper teeth on descent or ascent.",
      ],
      quiz: [
        one("What connects the middle ear to the throat?", ["The ear canal", "*The Eustachian tube", "The sinus"], "Equalising means opening the Eustachian tube."),
        one("How much depth change can already cause ear discomfort?", ["*About a metre or two", "About 10 metres", "About 30 metres"], "The largest relative pressure changes occur near the surface."),
        one("What is the most common injury in diving?", ["Decompression sickness", "*Middle ear barotrauma", "Lung over-expansion"], "Ear squeeze is by far the most frequent diving injury."),
        many("Where can a blocked sinus cause pain? (Select all that apply.)", ["*Forehead", "*Cheeks", "*Upper teeth", "Knees"], "Facial sinus pain can be felt in the teeth."),
        one("Which way does the eardrum move when you descend without equalising?", ["Outwards", "*Inwards", "It does not move"], "Water pressure outside exceeds air pressure in the middle ear."),
      ],
    },
    {
      title: "Equalisation techniques",
      summary: "Valsalva, Toynbee, Frenzel, Lowry, Edmonds and voluntary tubal opening.",
      content: [
        "Valsalva: pinch your nose and blow gently against it. It is easy and widely taught, but blowing hard can injure the inner ear, and it does not work if you wait until the tubes are squeezed shut. Keep it gentle.",
        "Toynbee: pinch your nose and swallow; the movement of the throat muscles opens the tubes. Lowry combines both: pinch, blow gently and swallow at the same time. Edmonds adds a jaw thrust forward to a Valsalva or Frenzel, which helps pull the tubes open.",
        "Frenzel: pinch your nose, close the back of your throat as if lifting a weight, and push your tongue up and back like saying 'k'. The tongue acts as a piston, pushing a small amount of air into the tubes with little pressure on the chest. Many freedivers and experienced scuba divers prefer it.",
        "Some divers learn to open their tubes voluntarily by tensing the muscles of the soft palate and throat, as in the start of a yawn, without pinching the nose. It takes practice on land but is the gentlest method of all.",
      ],
      quiz: [
        one("What is the risk of a forceful Valsalva?", ["None", "*Inner ear injury", "Sinus infection"], "Hard blowing can damage the delicate inner ear windows."),
        one("Which technique uses the tongue as a piston?", ["Valsalva", "Toynbee", "*Frenzel"], "Frenzel moves air with the tongue while the throat is closed."),
        one("What does the Toynbee technique combine?", ["*Pinching the nose and swallowing", "Blowing hard and yawning", "A jaw thrust only"], "Swallowing with the nose pinched opens the tubes."),
        many("Which techniques involve pinching the nose? (Select all that apply.)", ["*Valsalva", "*Toynbee", "*Lowry", "Voluntary tubal opening"], "Voluntary tubal opening uses the throat muscles only."),
        one("What does the Edmonds technique add to a Valsalva or Frenzel?", ["*A forward jaw thrust", "Holding the breath for ten seconds", "Swallowing twice"], "A forward jaw thrust helps pull the tubes open."),
      ],
    },
    {
      title: "Preventing and recognising ear problems",
      summary: "Good habits on descent, diving with congestion, and when to see a doctor.",
      content: [
        "Equalise gently at the surface before descending, descend feet first along a line or slope, and equalise every metre or so before you feel pressure. Looking up slightly helps open the tubes. If an ear will not clear, ascend a little, try again and abort the dive if it still will not clear.",
        "Do not dive with a cold, allergies or congestion. Decongestants may wear off during the dive and leave air trapped on ascent (a reverse block), and some have a rebound effect. Ask a doctor before using any medication for diving.",
        "Stop diving and see a doctor if you have ear pain that persists after the dive, blood from the ear or nose, reduced hearing, ringing in the ears, or dizziness. Sudden hearing loss or vertigo after a forceful equalisation can mean an inner ear injury, which needs urgent medical attention.",
        "Keep your ears healthy between dives: rinse with fresh water, dry them gently and treat any infection before diving again.",
      ],
      quiz: [
        one("When should you start equalising?", ["*At the surface, before descending", "At 5 metres", "When it hurts"], "Pre-equalising and equalising early prevent the tubes locking."),
        one("Why can decongestants be a problem for diving?", ["They cause narcosis", "*They may wear off and trap air on ascent", "They make you heavier"], "A reverse block can occur when the effect fades."),
        many("Which symptoms after a dive need a doctor? (Select all that apply.)", ["*Reduced hearing", "*Ringing in the ears", "*Dizziness", "Feeling hungry"], "These can indicate barotrauma or inner ear injury."),
        one("What helps open the Eustachian tubes on descent?", ["Looking down", "*Looking up slightly and descending feet first", "Holding your breath"], "Head position affects how easily the tubes open."),
        one("An ear will not clear at 3 metres. What do you do?", ["Descend faster", "*Ascend a little and try again; abort if it will not clear", "Blow as hard as possible"], "Never force an ear."),
      ],
    },
  ],
});
