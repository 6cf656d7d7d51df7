import { describe, expect, it } from "vitest";
import { singleLine } from "./single-line";

describe("singleLine", () => {
  it("turns CR, LF and tabs into one space, so no line of the visitor's starts", () => {
    expect(singleLine("Jo\r\nBcc: evil@example.com")).toBe("Jo Bcc: evil@example.com");
    expect(singleLine("a\n\n\tb\rc")).toBe("a b c");
  });
  it("turns the other C0 and C1 controls, DEL and the Unicode line and paragraph separators into spaces", () => {
    expect(singleLine("a\u0000b\u0007c\u000bd\u000ce\u001bf\u007fg\u0085h\u009fi\u2028j\u2029k")).toBe("a b c d e f g h i j k");
  });
  it("collapses runs of spaces and trims the ends; plain text is unchanged", () => {
    expect(singleLine("  Jo   \u00a0 Citizen \n")).toBe("Jo Citizen");
    expect(singleLine("2021 Toyota HiLux SR5 — $39,990")).toBe("2021 Toyota HiLux SR5 — $39,990");
    expect(singleLine("")).toBe("");
  });
});
