import { invalidField, validationError } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { sendVerificationEmail } from "@/lib/auth/email-verification";
import { sendGuardianConsent } from "@/lib/auth/guardian-consent";
import { hashPassword } from "@/lib/auth/password";
import { ageOn, dateOnly, todayUtc } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { findActiveDiveCenter } from "@/lib/dive-centers/find-active-dive-center";
import type { Lang } from "@/lib/i18n/language";
import { logger } from "@/lib/log";
import { generateMemberId } from "@/lib/users/member-id";
import type { RegisterInput } from "@/lib/users/schema";
import { userResourceSelect, type UserRow } from "@/lib/users/serializers";

function guardianErrors(input: RegisterInput) {
  const fields: Record<string, string[]> = {};
  const need = ["guardian_first_name", "guardian_last_name", "guardian_email"] as const;
  for (const f of need) if (!input[f]) fields[f] = [`The ${f.replace(/_/g, " ")} field is required for divers under 18.`];
  if (input.guardian_email && input.guardian_email === input.email) {
    fields.guardian_email = ["The guardian email must be different from your own."];
  }
  return fields;
}

export async function registerUser(input: RegisterInput, ip: string, lang: Lang): Promise<UserRow> {
  await hit(policies.register, ip);
  const db = await getDb();
  const minor = ageOn(dateOnly(input.dob)) < 18;
  if (minor) {
    const fields = guardianErrors(input);
    if (Object.keys(fields).length) throw validationError(fields);
  }
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw invalidField("email", "The email has already been taken.");
  }
  const center = input.dive_center_id ? await findActiveDiveCenter(input.dive_center_id) : null;
  if (input.dive_center_id && !center) throw invalidField("dive_center_id", "The selected dive center is invalid.");
  const today = todayUtc();
  const passwordHash = await hashPassword(input.password);
  let user: UserRow | undefined;
  for (let attempt = 0; !user; attempt++) {
    try {
      user = await db.user.create({
        select: userResourceSelect,
        data: {
          memberId: generateMemberId(input.country),
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          dob: dateOnly(input.dob),
          country: input.country,
          nationality: input.nationality ?? input.country,
          defaultLanguage: input.default_language ?? lang,
          termsAt: today,
          gdprAt: today,
          policyAcceptedAt: today,
          ...(minor ? { guardianFirstName: input.guardian_first_name, guardianLastName: input.guardian_last_name, guardianEmail: input.guardian_email } : {}),
          ...(center ? { diveCenterId: center.id, diveCenterDate: today } : {}),
          ...(center?.distributorId ? { distributorId: center.distributorId, distributorDate: today } : {}),
        },
      });
    } catch (e) {
      const target = String((e as { meta?: { target?: unknown } }).meta?.target ?? "");
      const code = (e as { code?: string }).code;
      // Member ids are random: a collision is retried; a concurrent sign-up with the same e-mail is a 422.
      if (code === "P2002" && target.includes("email")) throw invalidField("email", "The email has already been taken.");
      if (code !== "P2002" || attempt >= 5) throw e;
    }
  }
  // The account exists; a mail failure is logged and the diver can ask for a new link.
  await Promise.all([
    sendVerificationEmail(user, lang).catch((e) => logger.error("verification mail failed", { error: (e as Error).message })),
    minor ? sendGuardianConsent(user, lang).catch((e) => logger.error("guardian mail failed", { error: (e as Error).message })) : undefined,
  ]);
  return user;
}
