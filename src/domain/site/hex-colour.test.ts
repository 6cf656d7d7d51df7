import { describe, expect, it } from "vitest";
import { channelsToHex, hexChannels, normaliseHex } from "./hex-colour";

describe("hex colours", () => {
  it("read #rgb as #rrggbb, with or without '#', in any case", () => {
    expect(hexChannels("#fff")).toEqual([255, 255, 255]);
    expect(hexChannels("#1d4ed8")).toEqual([29, 78, 216]);
    expect(hexChannels("0a0")).toEqual([0, 170, 0]);
    expect(normaliseHex(" #ABC ")).toBe("#aabbcc");
  });
  it("refuse what is not a hex colour", () => {
    for (const bad of ["", "#12", "#12345", "#1234567", "red", "#ggg"]) expect(hexChannels(bad)).toBeNull();
  });
  it("write channels back, clamped", () => {
    expect(channelsToHex([300, -4, 127.6])).toBe("#ff0080");
  });
});
