import { describe, expect, it } from "vitest";
import { MODELS_PAGE_SIZE, modelBodyFilter, modelHref, modelMatchesBody, modelPageTerms, modelStatusLabel, modelTileDescription, shownModelStatus, termsToggleLabel } from "./model-range";
import { modelHasName, modelMatchesQuery, modelNameFilter } from "./model-range";

const ranger = { slug: "ranger", category: "Trucks", status: "current" as const, overrideUrl: null };

describe("the model range's rules", () => {
  it("knows every body filter of the footer's Vehicles group and refuses others", () => {
    for (const body of ["suv", "trucks", "vans", "performance", "electric", "future-vehicles"]) expect(modelBodyFilter(body)).not.toBeNull();
    expect(modelBodyFilter("constructor")).toBeNull();
    expect(modelBodyFilter("SUV")).toBeNull();
  });

  it("lists a model under its group, and coming-soon models under Future Vehicles", () => {
    expect(modelMatchesBody(ranger, modelBodyFilter("trucks")!)).toBe(true);
    expect(modelMatchesBody(ranger, modelBodyFilter("suv")!)).toBe(false);
    expect(modelMatchesBody(ranger, modelBodyFilter("future-vehicles")!)).toBe(false);
    expect(modelMatchesBody({ ...ranger, status: "coming_soon" }, modelBodyFilter("future-vehicles")!)).toBe(true);
  });

  it("links a model to its own page unless an override address replaces it", () => {
    expect(modelHref(ranger)).toBe("/models/ranger");
    expect(modelHref({ ...ranger, overrideUrl: "/ranger-raptor" })).toBe("/ranger-raptor");
  });

  it("labels new and coming-soon models, and cuts descriptions at 200 characters", () => {
    expect(modelStatusLabel("new")).toBe("New");
    expect(modelStatusLabel("coming_soon")).toBe("Coming Soon");
    expect(modelStatusLabel("current")).toBeNull();
    expect(modelTileDescription("a".repeat(200))).toBe("a".repeat(200));
    expect(modelTileDescription("a".repeat(201))).toBe(`${"a".repeat(200)}…`);
    expect(MODELS_PAGE_SIZE).toBe(21);
  });
});

describe("shownModelStatus: no 'Coming Soon' for a model the site has in stock (issue 15)", () => {
  it("a coming_soon model with cars in stock is on sale now: no label, not under Future Vehicles", () => {
    expect(shownModelStatus("coming_soon", 47)).toBe("current");
    expect(modelStatusLabel(shownModelStatus("coming_soon", 16))).toBeNull();
    expect(modelMatchesBody({ slug: "mach-e", category: "Electric", status: shownModelStatus("coming_soon", 16), overrideUrl: null }, modelBodyFilter("future-vehicles")!)).toBe(false);
  });
  it("with none in stock it stays Coming Soon; New and current models keep theirs", () => {
    expect(modelStatusLabel(shownModelStatus("coming_soon", 0))).toBe("Coming Soon");
    expect(shownModelStatus("new", 3)).toBe("new");
    expect(shownModelStatus("current", 0)).toBe("current");
  });
});

describe("the model search's text query (/models?query=)", () => {
  const ranger = { name: "Ranger", manufacturerName: "Ford", category: "Trucks" };
  const cx5 = { name: "CX-5", manufacturerName: "Mazda", category: "SUVs" };
  const mux = { name: "MU-X", manufacturerName: "Isuzu", category: "SUVs" };
  it("finds a model by its make, name or group, every word of the query", () => {
    expect(modelMatchesQuery(ranger, "ford ranger")).toBe(true);
    expect(modelMatchesQuery(ranger, "RANGER")).toBe(true);
    expect(modelMatchesQuery(ranger, "truck")).toBe(true);
    expect(modelMatchesQuery(ranger, "ford everest")).toBe(false);
    expect(modelMatchesQuery(cx5, "suv")).toBe(true);
  });
  it("finds a model written without its hyphen or space, or with them", () => {
    for (const query of ["cx5", "cx-5", "CX 5", "mazda cx5"]) expect(modelMatchesQuery(cx5, query), query).toBe(true);
    for (const query of ["mux", "mu-x", "mu x"]) expect(modelMatchesQuery(mux, query), query).toBe(true);
    expect(modelMatchesQuery(cx5, "cx9")).toBe(false);
  });
  it("matches every model with no query", () => {
    expect(modelMatchesQuery(ranger, "")).toBe(true);
    expect(modelMatchesQuery(ranger, "   ")).toBe(true);
  });
});

describe("the model search's model-name filter (/models?model=)", () => {
  const names = ["HiLux", "CX-5", "Ranger"];
  it("names a model of the range however it is spelt, and nothing it does not have", () => {
    expect(modelNameFilter(names, "hilux")).toBe("HiLux");
    expect(modelNameFilter(names, "CX5")).toBe("CX-5");
    expect(modelNameFilter(names, "Corolla")).toBeNull();
    expect(modelNameFilter(names, "")).toBeNull();
    expect(modelNameFilter(names, undefined)).toBeNull();
  });
  it("keeps the models of the name only", () => {
    expect(modelHasName({ name: "CX-5" }, "CX-5")).toBe(true);
    expect(modelHasName({ name: "CX-50" }, "CX-5")).toBe(false);
  });
});

describe("issue 38: the mobile terms section that expands and collapses", () => {
  it("says what the From price is where the page shows one, and always that the range may change", () => {
    expect(modelPageTerms(45990)).toHaveLength(2);
    expect(modelPageTerms(45990)[0]).toMatch(/^The From price is the lowest price of the model's variants\./);
    expect(modelPageTerms(null)).toEqual(["Specifications, colours and availability can change without notice. Pictures may show options and accessories at extra cost."]);
    expect(modelPageTerms(0)).toHaveLength(1);
  });
  it("labels the phone's toggle by whether the terms are open", () => {
    expect(termsToggleLabel(false)).toBe("Show Terms");
    expect(termsToggleLabel(true)).toBe("Hide Terms");
  });
});
