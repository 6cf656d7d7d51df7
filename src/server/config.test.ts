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
  it("runs one server process unless WEB_CONCURRENCY asks for more, which needs PostgreSQL", () => {
    expect(parseConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgresql://u@h/db" }).WEB_CONCURRENCY).toBe(2);
    expect(() => parseConfig({ WEB_CONCURRENCY: "2" })).toThrowError(/^Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL/);
    expect(() => parseConfig({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgresql://u@h/db" })).toThrowError(/WEB_CONCURRENCY/);
    expect(() => parseConfig({ WEB_CONCURRENCY: "two", DATABASE_URL: "postgresql://u@h/db" })).toThrowError(/WEB_CONCURRENCY/);
  });
  it("explains a bad port", () => {
    expect(() => parseConfig({ PORT: "70000" })).toThrowError(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ PORT: "abc" })).toThrowError(/PORT/);
  });
  it("reads SMTP_URL (smtp:// or smtps://), treating an empty one as unset", () => {
    expect(parseConfig({}).SMTP_URL).toBeUndefined();
    expect(parseConfig({ SMTP_URL: " " }).SMTP_URL).toBeUndefined();
    expect(parseConfig({ SMTP_URL: "smtps://leads:pw@mail.example.com.au:465" }).SMTP_URL).toBe("smtps://leads:pw@mail.example.com.au:465");
    expect(parseConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe("smtp://127.0.0.1:2525");
  });
  it("reads the page cache's settings and REDIS_URL, and refuses a Redis URL without printing its password", () => {
    expect(parseConfig({})).toMatchObject({ PAGE_CACHE_MB: 64, PAGE_CACHE_TTL_SECONDS: 60, PAGE_CDN_SECONDS: 30 });
    expect(parseConfig({}).REDIS_URL).toBeUndefined();
    expect(parseConfig({ PAGE_CACHE_MB: "0", REDIS_URL: "redis://127.0.0.1:6379" })).toMatchObject({ PAGE_CACHE_MB: 0, REDIS_URL: "redis://127.0.0.1:6379" });
    expect(() => parseConfig({ PAGE_CDN_SECONDS: "0" })).toThrowError(/^Invalid configuration: PAGE_CDN_SECONDS /);
    expect(() => parseConfig({ REDIS_URL: "http://:hunter2@127.0.0.1:6379" })).toThrowError(/^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL \(got "http:\/\/:\*\*\*\*@127/);
  });
  it("reads STORAGE_URL (unset: the local disk store) and refuses anything but an s3:// bucket URL", () => {
    expect(parseConfig({}).STORAGE_URL).toBeUndefined();
    expect(parseConfig({ STORAGE_URL: "" }).STORAGE_URL).toBeUndefined();
    const url = "s3://forecourt-photos/media?endpoint=http://127.0.0.1:4569&region=ap-southeast-2";
    expect(parseConfig({ STORAGE_URL: url }).STORAGE_URL).toBe(url);
    for (const bad of ["https://bucket.s3.amazonaws.com", "s3://", "s3://A_Bucket", "file:///var/media"]) {
      expect(() => parseConfig({ STORAGE_URL: bad }), bad).toThrowError(/^Invalid configuration: STORAGE_URL must be an s3:\/\/bucket/);
    }
  });
  it("explains a bad SMTP_URL in one line without the password", () => {
    for (const bad of ["http://u:secret@mail.example.com", "smtp://", "mail.example.com:25"]) {
      try {
        parseConfig({ SMTP_URL: bad });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).toMatch(/^Invalid configuration: SMTP_URL /);
        expect((error as Error).message).not.toContain("secret");
      }
    }
  });
  it("redacts passwords in URLs", () => {
    expect(redactUrl("postgresql://me:pw@db:5432/x")).toBe("postgresql://me:****@db:5432/x");
  });
  it("takes a test-hooks secret only on a loopback HOST, and never prints it", () => {
    const token = "t".repeat(40);
    expect(parseConfig({ HOST: "127.0.0.1", TEST_HOOKS_TOKEN: token }).TEST_HOOKS_TOKEN).toBe(token);
    expect(parseConfig({}).TEST_HOOKS_TOKEN).toBeUndefined();
    expect(() => parseConfig({ TEST_HOOKS_TOKEN: token })).toThrowError(/^Invalid configuration: TEST_HOOKS_TOKEN is only allowed when HOST is a loopback address/);
    expect(() => parseConfig({ HOST: "0.0.0.0", TEST_HOOKS_TOKEN: token })).toThrowError(/TEST_HOOKS_TOKEN/);
    try {
      parseConfig({ HOST: "127.0.0.1", TEST_HOOKS_TOKEN: "short" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/TEST_HOOKS_TOKEN must be 32 to 200/);
      expect((error as Error).message).not.toContain("short");
    }
  });
});
