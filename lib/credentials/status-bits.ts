// Bitstring Status List positions (W3C Bitstring Status List v1.0, decision 0032): each list holds
// 131,072 bits (the standard's 16 KB minimum, for herd privacy); bit 0 is the left-most bit of the
// first byte. Shared by the server (which builds lists) and the browser checker (which reads them).

export const LIST_BITS = 131_072;

/** Where a certification's global status index lives: list number (from 1) and bit inside it. */
export function statusPosition(globalIndex: number): { list: number; bit: number } {
  return { list: Math.floor(globalIndex / LIST_BITS) + 1, bit: globalIndex % LIST_BITS };
}

export function setBit(bits: Uint8Array, bit: number): void {
  bits[bit >> 3]! |= 0x80 >> (bit & 7);
}

export function bitIsSet(bits: Uint8Array, bit: number): boolean {
  return ((bits[bit >> 3] ?? 0) & (0x80 >> (bit & 7))) !== 0;
}

/** A list's bitstring with the given bits set. */
export function bitstringOf(setBits: Iterable<number>): Uint8Array {
  const bits = new Uint8Array(LIST_BITS / 8);
  for (const bit of setBits) setBit(bits, bit);
  return bits;
}
