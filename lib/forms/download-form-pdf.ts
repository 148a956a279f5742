import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { currentVersion, findForm, versionOf } from "@/lib/forms/catalogue";
import { renderFormPdf } from "@/lib/forms/render-form-pdf";
import { loadSigner } from "@/lib/forms/signer";
import type { Lang } from "@/lib/i18n/language";

/**
 * The PDF of a form version (the current one by default) for this account, with the signature
 * block filled in when that version is signed. Used by the bearer API route and the session page.
 */
export async function downloadFormPdf(userId: number, code: string, version: number | undefined, lang: Lang): Promise<Response> {
  const form = findForm(code);
  const chosen = version === undefined ? currentVersion(form) : versionOf(form, version);
  if (!chosen) throw notFound("Form version");
  const signer = await loadSigner(await getDb(), userId, code);
  const signature = signer.signatures.find((s) => s.version === chosen.version);
  const bytes = await renderFormPdf(
    form,
    chosen,
    signature
      ? { name: signature.signedName, signedAt: signature.signedAt, signedBy: signature.signedBy, diverName: signer.fullName ?? "", textSha256: signature.textSha256 }
      : null,
    lang,
  );
  const fileName = `divecert-${code.replace(/_/g, "-")}-v${chosen.version}${signature ? "-signed" : ""}.pdf`;
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
