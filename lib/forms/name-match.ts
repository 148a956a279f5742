// The typed signature must be the signer's name: compared without regard to case, surrounding
// spaces or repeated inner spaces (NFC, so a composed and a decomposed accent are the same letter).

export function normaliseName(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

export function namesMatch(typed: string, expected: string | null | undefined): boolean {
  if (!expected) return false;
  const a = normaliseName(typed);
  return a.length > 0 && a === normaliseName(expected);
}
