"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { policies } from "@/lib/api/rate-limit";
import { ZLogCode } from "@/lib/learning/schema";
import { defineFormAction } from "@/lib/pages/define-action";
import { acceptReferral } from "@/lib/referrals/accept-referral";
import { createReferral } from "@/lib/referrals/create-referral";
import { previewReferral } from "@/lib/referrals/preview-referral";
import { ZAcceptReferralBody, ZPreviewReferralBody, type ReferralClaims } from "@/lib/referrals/schema";

// Thin doors onto the same services as POST /professional/students/{log_code}/referral,
// /professional/referrals/preview and /accept, with the same door ("professional") and refusals.

const PATH = "/professional/referrals";
const STUDENTS = "/professional/students";

/** Signs a referral of the bound course log; the student's page then shows its code and QR code. */
export const referStudent = defineFormAction({
  auth: "professional",
  args: z.tuple([ZLogCode]),
  path: (logCode) => `${STUDENTS}/${logCode}`,
  rateLimit: { policy: policies.write },
  revalidate: ({ args: [logCode] }) => [`${STUDENTS}/${logCode}`, `/courses/${logCode}`],
  handler: async ({ args: [logCode], audit, user }) => {
    await createReferral(user.id, logCode, audit);
    const t = await getTranslations("referrals.refer");
    return { message: t("created") };
  },
});

export type PreviewData = { referral: ReferralClaims; accepted: boolean; expires_on: string; code: string };

/** Verifies a pasted code (offline, the published keys) and answers its record for the page to show. */
export const previewReferralCode = defineFormAction({
  auth: "professional",
  path: PATH,
  input: ZPreviewReferralBody,
  rateLimit: { policy: policies.write },
  keepValues: true,
  handler: async ({ input }) => ({ data: { ...(await previewReferral(input.code)), code: input.code } satisfies PreviewData }),
});

/** Takes the student over; then the student's page, now the caller's. */
export const acceptReferralCode = defineFormAction({
  auth: "professional",
  path: PATH,
  input: ZAcceptReferralBody,
  rateLimit: { policy: policies.write },
  revalidate: [STUDENTS],
  handler: async ({ input, audit, user, lang }) => {
    const log = await acceptReferral(user.id, input, audit, lang);
    return { redirect: `${STUDENTS}/${log.log_code}?referred=1` };
  },
});
