import { describe, expect, it } from "vitest";
import { paginate, wrapParagraph, wrapText } from "@/lib/forms/pdf-wrap";

// One point per character keeps the expectations readable.
const chars = (s: string) => s.length;

describe("PDF text wrapping", () => {
  it("fills lines up to the width without cutting words", () => {
    expect(wrapParagraph("the quick brown fox jumps over the lazy dog", 15, chars)).toEqual(["the quick brown", "fox jumps over", "the lazy dog"]);
  });

  it("cuts a word longer than a line", () => {
    const lines = wrapParagraph("hash 0123456789abcdef0123", 10, chars);
    expect(lines.every((l) => l.length <= 10)).toBe(true);
    expect(lines.join("").replace(/\s/g, "")).toBe("hash0123456789abcdef0123");
  });

  it("keeps paragraphs apart and gives list items a bullet and a hanging indent", () => {
    const lines = wrapText("First paragraph here.\n\n- one two three four\n- five\n\nLast.", 12, chars);
    expect(lines).toEqual(["First", "paragraph", "here.", "", "\u2022 one two", "   three", "   four", "\u2022 five", "", "Last."]);
    expect(lines.every((l) => l.length <= 12)).toBe(true);
  });

  it("pages lines, with a shorter first page and no blank line at the top of a page", () => {
    const lines = ["a", "b", "c", "", "d", "e", "f"];
    expect(paginate(lines, 3, 2)).toEqual([["a", "b", "c"], ["d", "e"], ["f"]]);
    expect(paginate([], 3, 2)).toEqual([[]]);
  });
});
