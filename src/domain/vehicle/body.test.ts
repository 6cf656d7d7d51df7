import { describe, expect, it } from "vitest";
import { bodyOfImageFile, bodyTypeImagePath, SIMPLE_BODIES } from "./body";

describe("issue 38: body-type images in the budget finder (the public body path per body name)", () => {
  it("gives each simple body type a picture at /media/body/{slug}.svg, and reads the body back from the file", () => {
    expect(bodyTypeImagePath("SUV")).toBe("/media/body/suv.svg");
    expect(bodyTypeImagePath("People Mover")).toBe("/media/body/people-mover.svg");
    expect(bodyTypeImagePath("Cab Chassis")).toBe("/media/body/cab-chassis.svg");
    for (const body of SIMPLE_BODIES) expect(bodyOfImageFile(bodyTypeImagePath(body)!.slice("/media/body/".length))).toBe(body);
  });
  it("has no picture for a body it does not draw, and names no body for another file", () => {
    expect(bodyTypeImagePath("Hovercraft")).toBeNull();
    expect(bodyTypeImagePath("suv")).toBeNull();
    for (const file of ["suv", "suv.png", "SUV.svg", "../suv.svg", "people mover.svg", "", "constructor.svg"]) expect(bodyOfImageFile(file), file).toBeNull();
  });
});
