import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentPolicy, frameAncestorsFor, freshNonce, inlineScriptHashes, nonceSource, withScriptHashes } from "./content-security-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("documentPolicy", () => {
  it("allows the platform's own scripts and the named inline ones, never 'unsafe-inline' or eval for scripts", () => {
    const policy = documentPolicy({ scripts: ["'nonce-abc'"], frameAncestors: [] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(documentPolicy({ scripts: [], frameAncestors: [], development: true }), "script-src")).toBe("script-src 'self' 'unsafe-eval'");
  });

  it("lets the console's hosts frame a shopper's site, on any port, and nobody frame the console", () => {
    expect(frameAncestorsFor("coastal-toyota.localhost", ["localhost", "127.0.0.1"])).toEqual(["localhost:*", "127.0.0.1:*"]);
    expect(frameAncestorsFor("LOCALHOST", ["localhost", "127.0.0.1"])).toEqual([]);
    expect(directive(documentPolicy({ scripts: [], frameAncestors: ["console.example:*"] }), "frame-ancestors")).toBe("frame-ancestors 'self' console.example:*");
  });

  it("makes a new nonce for every render", () => {
    const nonces = new Set(Array.from({ length: 50 }, freshNonce));
    expect(nonces.size).toBe(50);
    expect(nonceSource("x")).toBe("'nonce-x'");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script as written, once, and skips files and data blocks", () => {
    const html = [
      `<script>self.__next_f=self.__next_f||[]</script>`,
      `<script nonce="n1">self.__next_f.push([1,"a\\u003c/b"])</script>`,
      `<script src="/_next/static/chunks/main.js" async=""></script>`,
      `<script type="application/ld+json">{"@type":"Car"}</script>`,
      `<SCRIPT type="module">import "/x.js"</SCRIPT>`,
      `<script>self.__next_f=self.__next_f||[]</script>`,
      `<script id="x">$RC("B:0","S:0")</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("self.__next_f=self.__next_f||[]"), sha('self.__next_f.push([1,"a\\u003c/b"])'), sha('import "/x.js"'), sha('$RC("B:0","S:0")')]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});

describe("withScriptHashes", () => {
  it("replaces the script-src's nonces with the hashes, and leaves every other directive as it was", () => {
    const policy = documentPolicy({ scripts: ["'nonce-abc'"], frameAncestors: ["localhost:*"] });
    const stored = withScriptHashes(policy, ["'sha256-AAA='", "'sha256-BBB='"]);
    expect(directive(stored, "script-src")).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    expect(stored).not.toContain("nonce");
    expect(stored.replace(" 'sha256-AAA=' 'sha256-BBB='", " 'nonce-abc'")).toBe(policy);
  });
});
