import { getDb } from "@/lib/db/client";
import { findForm, forms } from "@/lib/forms/catalogue";
import { latestByForm, toFormDetail, toFormRecord } from "@/lib/forms/serializers";
import { loadSigner } from "@/lib/forms/signer";

/** GET /diver/forms: every form with the state of the diver's signature. Two queries. */
export async function listForms(userId: number) {
  const db = await getDb();
  const signer = await loadSigner(db, userId);
  const latest = latestByForm(signer.signatures);
  return forms.map((f) => toFormRecord(f, latest.get(f.code)));
}

/** GET /diver/forms/{code}: the form with its full current text. */
export async function getForm(userId: number, code: string) {
  const form = findForm(code);
  const db = await getDb();
  const signer = await loadSigner(db, userId, code);
  return toFormDetail(form, signer.signatures[0], !signer.minor);
}
