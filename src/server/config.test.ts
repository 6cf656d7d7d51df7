import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, redactUrl } from "./config";

describe("parseConfig", () => {
  it("has working defaults with nothing set (embedded database on port 3000)", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PLATFORM_HOSTS).toEqual(["localhost", "127.0.0.1"]);
  });
  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
  it("explains a bad DATABASE_URL in one line without the password", () => {
    try {
      parseConfig({ DATABASE_URL: "mysql://u:secret@h/db" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
      expect(message).not.toContain("secret");
      expect(message).not.toContain("\n");
    }
  });
  it("explains a bad port", () => {
    expect(() => parseConfig({ PORT: "70000" })).toThrowError(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ PORT: "abc" })).toThrowError(/PORT/);
  });
  it("redacts passwords in URLs", () => {
    expect(redactUrl("postgresql://me:pw@db:5432/x")).toBe("postgresql://me:****@db:5432/x");
  });
});
