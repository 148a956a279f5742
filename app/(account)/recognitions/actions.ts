"use server";

import { getTranslations } from "next-intl/server";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import { requestRecognition } from "@/lib/recognitions/request-recognition";
import { ZRecognitionRequestBody } from "@/lib/recognitions/schema";

// The page's door onto POST /professional/recognitions: same door ("verified"), schema and refusals.

const PATH = "/recognitions";
const textFields = ["agency", "certification_name", "level", "certification_number", "issued_on"] as const;

export const submitRecognition = defineFormAction({
  auth: "verified",
  path: PATH,
  input: ZRecognitionRequestBody,
  read: (form) => {
    const document = formText(form, "document_id").trim();
    return { ...Object.fromEntries(textFields.map((f) => [f, formText(form, f).trim()])), document_id: /^\d+$/.test(document) ? Number(document) : undefined };
  },
  // Left empty, these fields say what to do in the page's own words.
  fieldWords: { namespace: "recognitions.actions", blank: { document_id: "chooseCard", level: "chooseLevel", issued_on: "enterDate" } },
  revalidate: [PATH],
  handler: async ({ user, input, lang }) => {
    await requestRecognition(user.id, input, lang);
    const t = await getTranslations("recognitions.actions");
    return { message: t("sent") };
  },
});
