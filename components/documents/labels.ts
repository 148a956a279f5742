// Words the documents pages show for the API's codes.

export const kindLabels = {
  general: "General document",
  license: "Licence from another agency",
  medical_certificate: "Medical certificate (physician's approval)",
  professional_medical_certificate: "Professional medical certificate",
  professional_insurance: "Professional insurance",
} as const;

export type DocumentKindCode = keyof typeof kindLabels;

export const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));

export const isKind = (v: string | undefined): v is DocumentKindCode => !!v && v in kindLabels;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
