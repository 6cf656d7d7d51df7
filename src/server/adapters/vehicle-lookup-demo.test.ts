import { describe, expect, it } from "vitest";
import { carMakes } from "@/demo/seed/catalogue-cars";
import { DEMO_REGISTER_MODELS, DEMO_REGISTER_SIZE, demoVehicleRegister, generateDemoRegister } from "./vehicle-lookup-demo";

const PLATE: Record<string, RegExp> = {
  QLD: /^\d{3}[A-Z]{3}$/,
  NSW: /^[A-Z]{2}\d{2}[A-Z]{2}$/,
  VIC: /^\d[A-Z]{2}\d[A-Z]{2}$/,
  SA: /^S\d{3}[A-Z]{3}$/,
  WA: /^1[A-Z]{3}\d{3}$/,
  TAS: /^[A-Z]\d{2}[A-Z]{2}$/,
  ACT: /^Y[A-Z]{2}\d{2}[A-Z]$/,
  NT: /^C[A-Z]\d{2}[A-Z]{2}$/,
};

describe("the demo register", () => {
  const register = generateDemoRegister();

  it("is the same on every run: 800 cars, 100 per state, unique plates in each state's format", () => {
    expect(register).toHaveLength(DEMO_REGISTER_SIZE);
    expect(generateDemoRegister()).toEqual(register);
    for (const [state, pattern] of Object.entries(PLATE)) {
      const plates = register.filter((v) => v.state === state).map((v) => v.rego);
      expect(plates, state).toHaveLength(100);
      expect(new Set(plates).size, state).toBe(100);
      for (const plate of plates) expect(plate, state).toMatch(pattern);
    }
  });

  it("holds only cars of the demo catalogue, as the catalogue names them (so the platform's market can value them)", () => {
    for (const entry of DEMO_REGISTER_MODELS) {
      const make = carMakes.find((m) => m.name === entry.make);
      const model = make?.models.find((m) => m.name === entry.model);
      expect(model, `${entry.make} ${entry.model}`).toBeDefined();
      expect(model?.body, `${entry.make} ${entry.model}`).toBe(entry.body);
      expect(model?.sinceYear, `${entry.make} ${entry.model}`).toBe(entry.sinceYear);
      for (const [badge, fuel, transmission] of entry.badges) {
        const spec = model?.badges.find((b) => b.badge === badge);
        expect(spec, `${entry.make} ${entry.model} ${badge}`).toBeDefined();
        expect([spec?.fuel, spec?.transmission], `${entry.make} ${entry.model} ${badge}`).toEqual([fuel, transmission]);
      }
    }
  });

  it("has recent cars of the model's generation and one in five older, none newer than 2025", () => {
    const older = register.filter((v) => v.year < (DEMO_REGISTER_MODELS.find((m) => m.model === v.model)?.sinceYear ?? 0));
    expect(older.length / register.length).toBeGreaterThan(0.12);
    expect(older.length / register.length).toBeLessThan(0.28);
    expect(Math.max(...register.map((v) => v.year))).toBe(2025);
    expect(Math.min(...register.map((v) => v.year))).toBeGreaterThanOrEqual(2008);
  });

  it("finds a plate as typed (any case, spaces or hyphens) in its own state only, and says when it does not know one", async () => {
    const lookup = demoVehicleRegister(register);
    const car = register.find((v) => v.state === "QLD");
    if (!car) throw new Error("no QLD car");
    const typed = `${car.rego.slice(0, 3).toLowerCase()} ${car.rego.slice(3)}`;
    expect(await lookup.lookup(typed, "QLD")).toEqual({ found: true, vehicle: car });
    expect(await lookup.lookup(car.rego, "NSW")).toEqual({ found: false });
    expect(await lookup.lookup("ZZZ999", "QLD")).toEqual({ found: false });
    expect(lookup.source).toMatchObject({ name: "Demo register", demo: true });
    expect(lookup.source.description).toContain("not in a state's records");
    expect(lookup.source.examples.length).toBeGreaterThan(0);
  });
});
