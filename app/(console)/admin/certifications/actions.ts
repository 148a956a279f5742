"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { organisationFieldWords } from "@/lib/admin-centers/field-words";
import { ZRowId } from "@/lib/api/ids";
import { accountIdOfMember as accountIdOf } from "@/lib/certifications/certifiable-courses";
import { issueCertificationByHand } from "@/lib/certifications/issue-by-hand";
import { revokeCertification } from "@/lib/certifications/revoke-certification";
import { ZIssueCertification, ZRevokeCertification } from "@/lib/certifications/schema";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";

// The console pages' twins of POST /admin/certifications and POST /admin/certifications/{id}/revoke.

/**
 * People type member ids; the API takes account ids, so the form's holder and instructor are
 * looked up first. One nobody has is left as typed, so the schema refuses it with the others
 * (the holder's errors are the API's `user` field's).
 */
async function readIssue(form: FormData) {
  const instructor = formText(form, "instructor").trim();
  const [userId, instructorId] = await Promise.all([accountIdOf(formText(form, "holder")), instructor ? accountIdOf(instructor) : null]);
  return {
    user: userId ?? "",
    course: formText(form, "course"),
    issued_on: formText(form, "issued_on"),
    instructor: instructorId ?? instructor,
    reason: formText(form, "reason"),
  };
}

/** Issue by hand; on success, to the list searched for the new number, with a notice. */
export const issueCertificationAction = defineFormAction({
  auth: "staff",
  permission: "certifications",
  path: "/admin/certifications/new",
  input: ZIssueCertification,
  read: readIssue,
  fieldWords: organisationFieldWords,
  revalidate: ["/admin/certifications"],
  handler: async ({ input, audit, lang }) => {
    const number = encodeURIComponent((await issueCertificationByHand(input, audit, lang)).number);
    return { redirect: `/admin/certifications?q=${number}&issued=${number}` };
  },
});

/** Revoke, from the confirmation dialog (a reason is required). */
export const revokeCertificationAction = defineFormAction({
  auth: "staff",
  permission: "certifications",
  args: z.tuple([ZRowId]),
  path: "/admin/certifications",
  input: ZRevokeCertification,
  fieldWords: organisationFieldWords,
  revalidate: ["/admin/certifications"],
  handler: async ({ args: [id], input, audit, lang }) => {
    await revokeCertification(id, input.reason, audit, lang);
    const t = await getTranslations("adminOrganisation");
    return { message: t("certifications.revoked") };
  },
});
