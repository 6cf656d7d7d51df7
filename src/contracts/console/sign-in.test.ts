import { describe, expect, it } from "vitest";
import { consoleReturnPath, staffAuthErrorMessage, staffNewPasswordSchema, staffSignInSchema } from "./sign-in";

describe("the console's sign-in contract", () => {
  it("returns only to a console path", () => {
    expect(consoleReturnPath("/console/leads/12?status=new")).toBe("/console/leads/12?status=new");
    for (const hostile of ["https://evil.example/console", "//evil.example", "/console//evil", "/console\\x", "/consolex", "/console/api/auth/sign-out", "/console/sign-in", null, 7, "/console/\u0000"]) {
      expect(consoleReturnPath(hostile)).toBe("/console/leads");
    }
  });
  it("names the field that is wrong", () => {
    const bad = staffSignInSchema.safeParse({ email: "not-an-email", password: "" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", "Enter a valid email address, like name@dealership.com.au"],
      ["password", "Enter your password"],
    ]);
    expect(staffNewPasswordSchema.safeParse({ password: "long enough pw", confirm: "other" }).error?.issues[0]?.path).toEqual(["confirm"]);
  });
  it("says what a refusal means in plain words", () => {
    expect(staffAuthErrorMessage({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("That email and password do not match an account");
    expect(staffAuthErrorMessage({ status: 429 })).toBe("Too many tries. Wait a minute, then try again");
  });
});
