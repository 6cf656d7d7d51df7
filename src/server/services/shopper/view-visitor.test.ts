import { describe, expect, it } from "vitest";
import { viewVisitor } from "./view-visitor";

const url = "http://coastal-toyota.localhost/cars/x/view.json";

describe("viewVisitor", () => {
  it("keeps a shopper's cookie id", () => {
    const id = "0b7c6a52-1f43-4b7e-9d61-2f1c0a8e5d34";
    const { visitor, setCookie } = viewVisitor(new Request(url, { headers: { cookie: `a=1; fc_visitor=${id}`, "x-forwarded-for": "203.0.113.7, 10.0.0.1", "user-agent": "UA" } }));
    expect(visitor).toEqual({ cookieId: id, address: "203.0.113.7", userAgent: "UA" });
    expect(setCookie).toBeNull();
  });
  it("hands out a new id when there is none (or a forged one), as an httpOnly first-party cookie", () => {
    for (const cookie of ["", "fc_visitor=../../etc"]) {
      const { visitor, setCookie } = viewVisitor(new Request(url, { headers: { cookie } }));
      expect(visitor.freshCookie).toBe(true);
      expect(visitor.cookieId).toMatch(/^[0-9a-f-]{36}$/);
      expect(setCookie).toBe(`fc_visitor=${visitor.cookieId}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    }
    expect(viewVisitor(new Request(url, { headers: { "x-forwarded-proto": "https" } })).setCookie).toMatch(/; Secure$/);
  });
});
