import { describe, expect, it } from "vitest";
import { priceWithVat } from "@/lib/store/pricing";

describe("priceWithVat", () => {
  it("adds VAT and rounds half up to the cent", () => {
    expect(priceWithVat(39900, 22)).toBe(48678);
    expect(priceWithVat(39900, 0)).toBe(39900);
    expect(priceWithVat(39900, null)).toBe(39900);
    expect(priceWithVat(39900, 25.5)).toBe(50075); // 50074.5 → 50075
    expect(priceWithVat(1, 50)).toBe(2); // 1.5 → 2
    expect(priceWithVat(999, 8.1)).toBe(1080); // 1079.919
    expect(priceWithVat(12345, 7.7)).toBe(13296); // 13295.565
  });
});
