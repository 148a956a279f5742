import { Prisma } from "@/generated/prisma/client";
import { conflict } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { currentVersion, formTextHash } from "@/lib/forms/catalogue";
import { toFormDetail, type SignatureRow } from "@/lib/forms/serializers";
import type { FormDefinition } from "@/lib/forms/texts/form-text";

// Stores a signature of the current version. A second signature of the same version is a 409:
// the first one is the legal record (its time, address and signer) and is never replaced.

export async function recordSignature(input: {
  userId: number;
  form: FormDefinition;
  signedBy: "diver" | "guardian";
  signedName: string;
  clientIp: string;
  existing: SignatureRow | undefined;
  canSign: boolean;
}) {
  const version = currentVersion(input.form);
  const already = () => conflict(`Version ${version.version} of this form has already been signed.`);
  if (input.existing?.version === version.version) throw already();
  const db = await getDb();
  try {
    const row = await db.formSignature.create({
      data: {
        userId: input.userId,
        formCode: input.form.code,
        version: version.version,
        language: version.language,
        signedBy: input.signedBy,
        signedName: input.signedName.trim().replace(/\s+/g, " "),
        clientIp: input.clientIp.slice(0, 100),
        textSha256: formTextHash(input.form, version),
      },
      select: { formCode: true, version: true, signedAt: true, signedBy: true, signedName: true, textSha256: true },
    });
    return toFormDetail(input.form, row, input.canSign);
  } catch (e) {
    // Two submissions racing past the check above: the unique key decides.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw already();
    throw e;
  }
}
