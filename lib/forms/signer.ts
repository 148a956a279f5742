import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { ageOn } from "@/lib/dates";
import { signatureSelect, type SignatureRow } from "@/lib/forms/serializers";
import { fullNameOf } from "@/lib/users/serializers";

// Who signs for an account: the diver, or for a minor (under 18 by dob) the guardian named at
// registration. Loaded with the account's signatures, newest version first.

export type Signer = {
  id: number;
  fullName: string | null;
  minor: boolean;
  guardianEmail: string | null;
  guardianName: string | null;
  language: string | null;
  signatures: SignatureRow[];
};

export async function loadSigner(db: Prisma.TransactionClient, userId: number, formCode?: string): Promise<Signer> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true, firstName: true, lastName: true, dob: true, defaultLanguage: true,
      guardianEmail: true, guardianFirstName: true, guardianLastName: true,
      formSignatures: { where: formCode ? { formCode } : {}, orderBy: [{ version: "desc" }, { signedAt: "desc" }], select: signatureSelect },
    },
  });
  if (!user) throw notFound("User");
  return {
    id: user.id,
    fullName: fullNameOf(user),
    minor: !!user.dob && ageOn(user.dob) < 18,
    guardianEmail: user.guardianEmail,
    guardianName: fullNameOf({ firstName: user.guardianFirstName, lastName: user.guardianLastName }),
    language: user.defaultLanguage,
    signatures: user.formSignatures,
  };
}

export const minorMessage =
  "Divers under 18 cannot sign forms themselves: your parent or guardian signs them through the link we e-mail to them.";
