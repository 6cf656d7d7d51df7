import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validationError } from "./api-errors";

const schema = z.strictObject({ price: z.number(), car: z.strictObject({ id: z.number().int() }).optional() });

async function errorOf(body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error("expected a validation error");
  const response = validationError(result.error);
  return { status: response.status, body: (await response.json()) as { error: { code: string; message: string; field?: string } } };
}

describe("validationError", () => {
  it("is a 400 naming the field in the message and in `field`", async () => {
    const { status, body } = await errorOf({ price: "12" });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_request", field: "price" });
    expect(body.error.message).toMatch(/^price: /);
  });

  it("names a nested field by its path", async () => {
    expect((await errorOf({ price: 1, car: { id: 1.5 } })).body.error.field).toBe("car.id");
  });

  it("names an unknown key", async () => {
    expect((await errorOf({ price: 1, discount: 5 })).body.error.field).toBe("discount");
    expect((await errorOf({ price: 1, car: { id: 1, colour: "red" } })).body.error.field).toBe("car.colour");
  });

  it("names the body when it is not an object", async () => {
    expect((await errorOf([1, 2])).body.error.field).toBe("body");
  });
});
