import { randomInt } from "node:crypto";

/** `IT14-729-985`: country, two digits, two groups of three digits (contract section 2). */
export function generateMemberId(country: string | null | undefined): string {
  const cc = /^[A-Za-z]{2}$/.test(country ?? "") ? country!.toUpperCase() : "XX";
  const n = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, "0");
  return `${cc}${n(2)}-${n(3)}-${n(3)}`;
}

export const ZMemberIdPattern = /^[A-Z]{2}\d{2}-\d{3}-\d{3}$/;
