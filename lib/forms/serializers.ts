import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { isoMicro } from "@/lib/dates";
import { env } from "@/lib/env";
import { currentVersion, formTextHash, signedText } from "@/lib/forms/catalogue";
import type { ZFormDetail, ZFormRecord } from "@/lib/forms/schema";
import type { FormDefinition } from "@/lib/forms/texts/form-text";

// Form records: the current version of each form and the state of the diver's latest signature.

export const signatureSelect = {
  formCode: true, version: true, signedAt: true, signedBy: true, signedName: true, textSha256: true,
} satisfies Prisma.FormSignatureSelect;
export type SignatureRow = Prisma.FormSignatureGetPayload<{ select: typeof signatureSelect }>;

export const formPdfUrl = (code: string) => `${env().appUrl}/api/v1/diver/forms/${code}/pdf`;

/** The newest signature of each form (rows newest version first). */
export function latestByForm(rows: SignatureRow[]): Map<string, SignatureRow> {
  const latest = new Map<string, SignatureRow>();
  for (const row of rows) if (!latest.has(row.formCode)) latest.set(row.formCode, row);
  return latest;
}

/** `signed` is about the current version only; an older signature still shows as signed_version. */
export type FormRecord = z.input<typeof ZFormRecord>;
export type FormDetail = z.input<typeof ZFormDetail>;

export function toFormRecord(form: FormDefinition, signature: SignatureRow | undefined): FormRecord {
  const current = currentVersion(form);
  return {
    code: form.code,
    title: form.title,
    version: current.version,
    language: current.language,
    download_url: formPdfUrl(form.code),
    signed: signature?.version === current.version,
    signed_at: signature ? isoMicro(signature.signedAt) : null,
    signed_version: signature?.version ?? null,
    signed_by: signature?.signedBy ?? null,
  };
}

export function toFormDetail(form: FormDefinition, signature: SignatureRow | undefined, canSign: boolean): FormDetail {
  const current = currentVersion(form);
  return {
    ...toFormRecord(form, signature),
    published_on: current.publishedOn,
    text: signedText(form, current),
    text_sha256: formTextHash(form, current),
    can_sign: canSign,
  };
}
