// Words the documents pages show for the API's codes.

// The API's document kinds; their words are documents.kinds.<code> in the catalogues.
export const kindCodes = ["general", "license", "medical_certificate", "professional_medical_certificate", "professional_insurance"] as const;

export type DocumentKindCode = (typeof kindCodes)[number];

export const isKind = (v: string | undefined): v is DocumentKindCode => !!v && (kindCodes as readonly string[]).includes(v);

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
