import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`a<b>&'"`)).toBe("a&lt;b&gt;&amp;&apos;&quot;");
  });
  it("drops characters XML does not allow, keeping tabs and new lines", () => {
    expect(escapeXml("a\u0000b\u0008c\td\ne\uffff")).toBe("abc\td\ne");
  });
});
