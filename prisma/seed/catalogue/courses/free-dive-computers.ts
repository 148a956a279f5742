import { defineFreeLearning, many, one } from "@/prisma/seed/catalogue/types";

export const diveComputerEssentials = defineFreeLearning({
  code: "FL-COMPUTER",
  name: "Dive Computer Essentials",
  description: "A short free course on how dive computers model decompression, how to read them and the habits that keep you inside their limits.",
  position: 120,
  modules: [
    {
      title: "How a dive computer works",
      summary: "Pressure sensors, decompression models, tissue compartments and conservatism.",
      content: [
        "A dive computer measures pressure every second or so, converts it to depth and feeds depth and time into a decompression model. The model estimates how much nitrogen (and helium, on technical computers) has been absorbed by a set of theoretical tissue compartments, each filling and emptying at a different rate.",
        "Fast compartments load quickly on deep dives and unload quickly afterwards; slow compartments load slowly but also take hours to release their gas, which is why they control repetitive and multi-day diving. When any compartment would exceed its allowed level on a direct ascent, the computer shows a decompression ceiling or stop.",
        "Common models include Bühlmann ZHL-16 variants and bubble models such as RGBM. Conservatism settings, including gradient factors on many computers, reduce the allowed levels to give a wider margin. No model guarantees freedom from decompression sickness; it estimates risk for a typical diver.",
      ],
      quiz: [
        one("What does a dive computer measure directly?", ["Nitrogen in your blood", "*Ambient pressure and time", "Your heart rate only"], "Everything else is calculated from pressure and time."),
        one("Which compartments control repetitive and multi-day diving?", ["Fast compartments", "*Slow compartments", "None"], "Slow compartments hold gas for many hours."),
        one("What does a higher conservatism setting do?", ["*Reduces allowed tissue loading and shortens no-stop times", "Extends no-stop times", "Changes the depth reading"], "More conservatism gives a wider margin."),
        many("Which are decompression models used in dive computers? (Select all that apply.)", ["*Bühlmann ZHL-16 variants", "*RGBM", "Archimedes' model", "Boyle's table"], "Archimedes and Boyle describe buoyancy and gas volume, not decompression models."),
        one("Does staying within computer limits guarantee no decompression sickness?", ["Yes", "*No, it reduces the risk", "Only on nitrox"], "Models estimate risk for a typical diver; personal factors matter."),
      ],
    },
    {
      title: "Reading the display",
      summary: "Depth, time, no-stop time, ascent rate, stops, gas settings, alarms and the planner.",
      content: [
        "During a dive the main screen shows current depth, elapsed dive time and the remaining no-stop (no-decompression) time. Many computers also show maximum depth, water temperature and, with a transmitter, cylinder pressure and remaining gas time. Learn where each value is on your model before the dive.",
        "The ascent rate indicator warns when you ascend too fast, usually above about 9 to 10 metres per minute. Near the end of the dive a safety stop counter appears at around 5 metres; if the no-stop time reaches zero, the computer shows a mandatory stop with its depth and duration.",
        "Gas settings matter: set the oxygen percentage and ppO2 limit before every nitrox dive. The computer then shows oxygen exposure as a CNS percentage and warns at the maximum operating depth.",
        "On the surface, use the planner to see no-stop times for the next dive, and check the desaturation and no-fly times. The logbook records each dive's profile; transfer it to DiveCert to keep your logbook complete.",
      ],
      quiz: [
        one("What does the no-stop time display show?", ["Time left in the cylinder", "*Time you can stay at the current depth without a mandatory stop", "Total dive time"], "It falls faster the deeper you are."),
        one("What typically triggers an ascent rate warning?", ["Ascending slower than 3 m/min", "*Ascending faster than about 9–10 m/min", "Staying at the same depth"], "Slow ascents reduce decompression stress."),
        many("What should be set on the computer before a nitrox dive? (Select all that apply.)", ["*Oxygen percentage", "*ppO2 limit", "The buddy's name", "Water colour"], "Mix and ppO2 limit drive MOD warnings and oxygen tracking."),
        one("Where can you find how long to wait before flying?", ["On the cylinder label", "*In the computer's no-fly time display", "In the boat schedule"], "Computers calculate no-fly time after each dive."),
        one("Your computer shows a mandatory stop at 3 metres for 2 minutes. What does that mean?", ["*You exceeded the no-stop limit and must stop before surfacing", "The battery is low", "The dive is over"], "Follow the stop before ascending further."),
      ],
    },
    {
      title: "Good habits with dive computers",
      summary: "One computer per diver, pre-dive checks, surface intervals and what to do if it fails.",
      content: [
        "Each diver needs their own computer, worn throughout the diving day. Do not lend it, swap it or switch it off between dives: it carries your residual nitrogen from one dive to the next. When buddies' computers disagree, the team follows the more conservative one.",
        "Before the dive check the battery, the date and time, the gas settings, the units and the alarms. Treat the computer's limits as absolute limits rather than targets, and plan to end each dive with a few minutes of no-stop time in hand.",
        "If the computer fails underwater, signal your buddy, ascend slowly with a safety stop and end the dive. Follow the manufacturer's instructions before diving again; many recommend waiting 24 hours if you have no record of your previous dive.",
        "Keep the firmware up to date, rinse the computer in fresh water after each day and have the battery and pressure sensor checked as the manufacturer recommends. Read the manual: features and warnings vary between models.",
      ],
      quiz: [
        one("Why should you not switch off your computer between dives?", ["It wastes battery", "*It carries residual nitrogen from one dive to the next", "It forgets the date"], "Residual nitrogen determines limits for repetitive dives."),
        one("Two buddies' computers show different no-stop times. Which should the team follow?", ["The longer one", "*The more conservative one", "The average"], "The most conservative limit protects both divers."),
        many("What should you check before a dive? (Select all that apply.)", ["*Battery", "*Gas settings", "*Units and alarms", "The colour of the strap"], "These affect how the computer behaves underwater."),
        one("Your computer fails at 15 metres. What do you do?", ["Continue with your buddy's computer", "*Signal your buddy and ascend slowly with a safety stop, ending the dive", "Descend to reset it"], "End the dive safely; a borrowed computer does not track your profile."),
        one("How should computer limits be used?", ["As targets", "*As absolute limits, with a margin", "Only on deep dives"], "Ending dives with time in hand adds safety."),
      ],
    },
  ],
});
