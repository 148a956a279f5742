import { conflict, invalidField } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { findForm } from "@/lib/forms/catalogue";
import { assertGuardianLink } from "@/lib/forms/guardian-link";
import { namesMatch } from "@/lib/forms/name-match";
import { recordSignature } from "@/lib/forms/record-signature";
import type { GuardianLink, GuardianSignInput } from "@/lib/forms/schema";
import { toFormDetail } from "@/lib/forms/serializers";
import { loadSigner } from "@/lib/forms/signer";

async function openLink(link: GuardianLink) {
  const form = findForm(link.code);
  const signer = await loadSigner(await getDb(), link.id, link.code);
  assertGuardianLink(link, signer.guardianEmail);
  return { form, signer };
}

/** The guardian's page: the form's text and state, and whose form it is. */
export async function getGuardianForm(link: GuardianLink) {
  const { form, signer } = await openLink(link);
  return { diverName: signer.fullName ?? "", form: toFormDetail(form, signer.signatures[0], signer.minor) };
}

/** The guardian signs with their own name, as given at the diver's registration. */
export async function signFormAsGuardian(link: GuardianLink, input: GuardianSignInput, clientIp: string) {
  const { form, signer } = await openLink(link);
  if (!signer.minor) throw conflict("The diver is now 18 or older and signs their own forms.");
  if (!namesMatch(input.guardian_name, signer.guardianName)) {
    throw invalidField("guardian_name", "The name must be the guardian's full name as given at registration.");
  }
  return recordSignature({
    userId: signer.id, form, signedBy: "guardian", signedName: input.guardian_name, clientIp,
    existing: signer.signatures[0], canSign: signer.minor,
  });
}
