import { useTranslations } from "next-intl";
/** The signature state of a dive, as a small badge (text, not colour alone). */
export type SignatureInfo = { instructor_id: number | null; is_signed: boolean; signature_valid: boolean | null };

export function signatureState(d: SignatureInfo): "signed" | "changed" | "pending" | "none" {
  if (d.is_signed) return d.signature_valid === false ? "changed" : "signed";
  return d.instructor_id !== null ? "pending" : "none";
}

const styles = {
  signed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  changed: "bg-red-50 text-red-800 ring-red-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  none: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

export function SignatureBadge({ dive }: { dive: SignatureInfo }) {
  const t = useTranslations("logbook");
  const state = signatureState(dive);
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[state]}`}>{t(`signatureState.${state}`)}</span>;
}
