import type { FormDefinition } from "@/lib/forms/texts/form-text";

const version1 = `This Statement of Understanding sets out the practices that keep recreational diving safe. By signing it I confirm that I have read each practice, that my instructor has explained any I did not understand, and that I will follow them whenever I dive, during and after my DiveCert training.

- I will keep good mental and physical fitness for diving, avoid diving under the influence of alcohol or drugs, and stay proficient in my skills, taking a refresher under supervision after a period without diving.
- I will dive only in conditions and environments for which I am trained and experienced, and I will get an orientation from a knowledgeable local source before diving at a site that is new to me.
- I will use complete, well-maintained and reliable equipment that I am familiar with, and I will check it before every dive. I will not lend my equipment to anyone who is not certified to use it.
- I will listen carefully to dive briefings and follow the advice of those supervising my diving activities.
- I will dive with a buddy on every dive, plan each dive together, agree on signals and procedures for staying together and for what to do if we become separated, and look after each other throughout.
- I will plan my dives within the no-decompression limits, use a dive computer or tables correctly, make a safety stop at the end of every dive, ascend no faster than 9 metres per minute, and keep enough gas in reserve to reach the surface safely.
- I will breathe continuously underwater, never hold my breath while breathing compressed gas, and equalise early and gently.
- I will keep neutral buoyancy underwater, use a buoyancy control device and a surface signalling device, and establish positive buoyancy at the surface when I need to rest.
- I will respect the aquatic environment: I will not touch, chase or feed marine life, and I will avoid contact with the bottom and with fragile organisms.
- I will respect the laws and regulations of the places where I dive, including those that protect marine life and cultural heritage.

I understand that breaking these practices can lead to serious injury or death, and that following them is my own responsibility.`;

export const safeDivingPractices: FormDefinition = {
  code: "safe_diving_practices",
  title: "Safe Diving Practices Statement of Understanding",
  versions: [{ version: 1, language: "en", publishedOn: "2025-01-15", text: version1 }],
};
