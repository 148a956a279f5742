import { defineFreeLearning, many, one } from "@/prisma/seed/catalogue/types";

export const oceanConservation = defineFreeLearning({
  code: "FL-OCEAN",
  name: "Ocean Conservation Basics",
  description: "A short free course on how reefs work, what threatens them and what every diver can do underwater and at home to protect them.",
  position: 110,
  modules: [
    {
      title: "How coral reefs work",
      summary: "Corals as animals, their partnership with algae, and why reefs matter.",
      content: [
        "A coral is a colony of small animals called polyps. Reef-building corals lay down a skeleton of calcium carbonate, slowly building the structure that thousands of other species live on. Many grow only a few millimetres to a couple of centimetres a year, so a reef you swim over may be centuries old.",
        "Most reef-building corals host microscopic algae (zooxanthellae) in their tissues. The algae photosynthesise and pass most of the sugar they make to the coral; in return they get shelter and nutrients. This partnership is why reefs thrive in clear, sunlit, nutrient-poor tropical water, and why corals are so sensitive to changes in temperature and light.",
        "Reefs cover well under one per cent of the sea floor yet support around a quarter of known marine species. They protect coastlines from waves, feed hundreds of millions of people and support tourism, including diving. Seagrass meadows, mangroves and kelp forests are just as important as nurseries and carbon stores.",
      ],
      quiz: [
        one("What is a coral polyp?", ["A plant", "*A small animal", "A rock"], "Corals are colonial animals, often living with symbiotic algae."),
        one("What do zooxanthellae provide to their coral host?", ["*Sugars from photosynthesis", "Shelter", "Calcium"], "The algae share most of the energy they make; the coral shelters them."),
        one("Why do reef-building corals need clear, sunlit water?", ["To stay cool", "*Their symbiotic algae need light to photosynthesise", "To avoid predators"], "Light powers the algae that feed the coral."),
        many("Which are benefits of coral reefs? (Select all that apply.)", ["*Coastal protection from waves", "*Food for many people", "*Habitat for a large share of marine species", "Producing most of the world's fresh water"], "Reefs do not produce fresh water."),
        one("How fast do many reef-building corals grow?", ["Metres per year", "*Millimetres to a few centimetres per year", "They do not grow"], "Slow growth means damage takes years or decades to repair."),
      ],
    },
    {
      title: "Threats to the ocean",
      summary: "Warming, acidification, overfishing, pollution and physical damage.",
      content: [
        "When water stays unusually warm for weeks, corals expel their algae and turn white: this is bleaching. Bleached corals are not dead yet, but without their algae they starve, and many die if the heat lasts. Marine heatwaves have caused mass bleaching on reefs around the world.",
        "The ocean has absorbed roughly a quarter of the carbon dioxide released by human activity. Dissolved CO2 makes seawater more acidic, which makes it harder for corals, shellfish and some plankton to build their skeletons and shells.",
        "Overfishing removes the grazers that keep algae from smothering reefs and the predators that keep ecosystems in balance. Run-off from farms and cities brings nutrients and sediment that cloud the water and feed algae. Plastic and lost fishing gear entangle animals and break into fragments that enter the food chain.",
        "Local physical damage adds to these pressures: anchors, careless boat handling, and fins, hands and equipment of divers and snorkellers. On busy sites the cumulative effect of thousands of small contacts is clearly visible.",
      ],
      quiz: [
        one("What is coral bleaching?", ["Corals turning white because they are painted", "*Corals expelling their algae under heat stress", "A natural colour change at night"], "Heat stress breaks the coral–algae partnership."),
        one("What does absorbed CO2 do to seawater?", ["Makes it saltier", "*Makes it more acidic", "Makes it warmer directly"], "Acidification makes building carbonate skeletons harder."),
        many("Which are major threats to reefs? (Select all that apply.)", ["*Marine heatwaves", "*Overfishing", "*Nutrient and sediment run-off", "Divers with good buoyancy"], "Good buoyancy is part of the solution."),
        one("Why does removing grazing fish harm reefs?", ["*Algae can then overgrow and smother corals", "Corals feed on fish", "It does not harm reefs"], "Grazers keep algae in check."),
        one("Is a bleached coral already dead?", ["Yes, always", "*Not necessarily, but it is starving and may die if the stress lasts", "No, it is healthier"], "Corals can recover if conditions return to normal quickly."),
      ],
    },
    {
      title: "What divers can do",
      summary: "Reef-friendly diving, responsible choices and citizen science.",
      content: [
        "Master buoyancy and trim so you never need to touch the reef. Secure gauges and alternate air sources, keep your fins up and away from the bottom, and stay a little further from the reef than you think you need. Never touch, chase, ride or feed animals, and do not collect shells or coral.",
        "Choose operators who use mooring buoys instead of anchors, limit group sizes, brief environmental conduct and support marine protected areas. Reduce the sunscreen that washes off into the water by covering up with a rash guard or suit, and take your rubbish, especially plastics, back home.",
        "Join citizen science: reef surveys, fish counts and photo identification projects collect data that scientists could not gather alone. Organised clean-up dives remove litter safely; leave items that have become home to animals, and report entangled wildlife or ghost nets to the authorities rather than cutting large animals free yourself.",
        "Above water, your choices matter too: eat seafood from well-managed fisheries, reduce single-use plastics and energy use, and talk about what you have seen underwater. Divers are some of the ocean's most credible witnesses.",
      ],
      quiz: [
        many("Which habits protect the reef during a dive? (Select all that apply.)", ["*Securing dangling equipment", "*Keeping fins away from the bottom", "Steadying yourself on coral", "*Staying a little further from the reef"], "Any contact with coral can damage it."),
        one("Why do mooring buoys help reefs?", ["*Boats do not need to drop anchors on the reef", "They attract fish", "They mark dive depths"], "Anchors and chains can break and flatten corals."),
        one("You find a turtle entangled in a large ghost net. What should you do?", ["Cut the turtle free alone at once", "*Note the position and report it to the authorities or operators trained for it", "Ignore it"], "Large entanglements are dangerous for divers; trained responders handle them."),
        one("What should you do with litter that has become home to animals?", ["Remove it anyway", "*Leave it in place", "Break it into pieces"], "Removing it would destroy the habitat it now provides."),
        one("How can divers contribute to science?", ["Collecting coral samples", "*Taking part in reef surveys and photo identification projects", "Feeding fish to count them"], "Citizen science data help monitor reef health."),
      ],
    },
  ],
});
