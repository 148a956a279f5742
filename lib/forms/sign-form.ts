import { forbidden, invalidField } from "@/lib/api/errors";
import type { AuthUser } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { findForm } from "@/lib/forms/catalogue";
import { namesMatch } from "@/lib/forms/name-match";
import { recordSignature } from "@/lib/forms/record-signature";
import type { SignFormInput } from "@/lib/forms/schema";
import { loadSigner, minorMessage } from "@/lib/forms/signer";

/** POST /diver/forms/{code}/sign: the diver signs the current version with their own name. */
export async function signForm(user: Pick<AuthUser, "id">, code: string, input: SignFormInput, clientIp: string) {
  const form = findForm(code);
  const signer = await loadSigner(await getDb(), user.id, code);
  if (signer.minor) throw forbidden(minorMessage);
  if (!namesMatch(input.full_name, signer.fullName)) {
    throw invalidField("full_name", "The name must be your full name exactly as it is on your account.");
  }
  return recordSignature({
    userId: user.id, form, signedBy: "diver", signedName: input.full_name, clientIp,
    existing: signer.signatures[0], canSign: true,
  });
}
