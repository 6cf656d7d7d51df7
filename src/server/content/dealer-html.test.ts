import { describe, expect, it } from "vitest";
import { dealerHtmlAsText, sanitizeDealerHtml } from "./dealer-html";

describe("sanitizeDealerHtml", () => {
  it("keeps the dealer's formatting", () => {
    expect(sanitizeDealerHtml("<p>Save <strong>$2,000</strong> on <em>HiLux</em></p><ul><li>Free tint</li></ul>")).toBe(
      "<p>Save <strong>$2,000</strong> on <em>HiLux</em></p><ul><li>Free tint</li></ul>",
    );
  });

  it("drops scripts with their text, handlers, styles and frames", () => {
    expect(sanitizeDealerHtml('<p onclick="x()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="//e"></iframe>')).toBe("<p>Hi</p>");
    expect(sanitizeDealerHtml('<img src=x onerror="alert(1)"><svg onload=alert(1)>')).toBe("");
    expect(sanitizeDealerHtml('<span style="background:url(javascript:alert(1))">a</span>')).toBe("<span>a</span>");
  });

  it("keeps only http(s), mailto and tel links, however the scheme is disguised", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "jav&#x09;ascript:alert(1)", "&#106;avascript:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "//evil.example/"]) {
      const out = sanitizeDealerHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe("<a>x</a>");
    }
    expect(sanitizeDealerHtml('<a href="/service">Book</a>')).toBe('<a href="/service">Book</a>');
    expect(sanitizeDealerHtml('<a href="https://toyota.com.au/" onmouseover="x">T</a>')).toBe(
      '<a href="https://toyota.com.au/" target="_blank" rel="noopener noreferrer">T</a>',
    );
    expect(sanitizeDealerHtml('<a href="tel:0299990000">Call</a>')).toBe('<a href="tel:0299990000">Call</a>');
  });

  it("answers empty text for nothing, and drops NUL bytes", () => {
    expect(sanitizeDealerHtml(null)).toBe("");
    expect(sanitizeDealerHtml("a\u0000b")).toBe("ab");
  });
});

describe("dealerHtmlAsText", () => {
  it("is the visible text, entities decoded and spaces collapsed", () => {
    expect(dealerHtmlAsText("<p>Drive away <b>$39,990</b></p>\n<p>R&amp;D &#36;5</p><script>x</script>")).toBe("Drive away $39,990 R&D $5");
    expect(dealerHtmlAsText(undefined)).toBe("");
  });
});
