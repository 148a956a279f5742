// subset-font ships no types: the one call lib/forms/pdf-fonts.ts makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: "sfnt" | "truetype" | "woff" | "woff2"; noLayoutClosure?: boolean; dropTables?: string[] },
  ): Promise<Buffer>;
}
