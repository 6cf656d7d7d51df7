import { describe, expect, it } from "vitest";
import { financeLink } from "./link";
import { carFinancePath, parseFinanceLinkQuery, servedFinancePages, servesFinancePage } from "./page";
import { parseSiteSettings } from "../site/settings";

const finance = (raw: Record<string, unknown> = {}) => parseSiteSettings("demo", { finance: raw }).finance;

describe("servedFinancePages", () => {
  it.each([
    [{}, ["/finance"]],
    [{ pagePath: "/finance-enquiry" }, ["/finance-enquiry"]],
    [{ pagePath: "/apply-for-finance" }, ["/apply-for-finance"]],
    [{ applyForFinanceDealershipSlugs: ["ballarat"] }, ["/finance", "/apply-for-finance"]],
    [{ pagePath: "https://lender.example.com/apply" }, []],
    [{ pagePath: "/ford-finance" }, []],
    [{ pagePath: "https://lender.example.com/apply", applyForFinanceDealershipSlugs: ["ballarat"] }, ["/apply-for-finance"]],
  ])("%o serves %o", (raw, paths) => {
    expect(servedFinancePages(finance(raw))).toEqual(paths);
  });

  it("serves only the path its setting names: the others 404", () => {
    const settings = finance({ pagePath: "/finance-enquiry" });
    expect(servesFinancePage(settings, "/finance-enquiry")).toBe(true);
    expect(servesFinancePage(settings, "/finance")).toBe(false);
    expect(servesFinancePage(settings, "/apply-for-finance")).toBe(false);
  });
});

describe("carFinancePath", () => {
  it("sends the listed dealerships' cars to /apply-for-finance and the rest to the site's page", () => {
    const settings = finance({ pagePath: "/finance-enquiry", applyForFinanceDealershipSlugs: ["ballarat"] });
    expect(carFinancePath(settings, "ballarat")).toBe("/apply-for-finance");
    expect(carFinancePath(settings, "geelong")).toBe("/finance-enquiry");
    expect(carFinancePath(finance({ pagePath: "https://lender.example.com/apply" }), "geelong")).toBe("https://lender.example.com/apply");
  });
});

describe("parseFinanceLinkQuery", () => {
  it("reads back what financeLink writes", () => {
    const href = financeLink("/finance", { id: 42, price: 45990, carType: "used", vin: "JTMABC12345678901", dealershipSlug: "coastal-toyota" });
    const query = new URL(href, "http://x.localhost").searchParams;
    expect(parseFinanceLinkQuery(query)).toEqual({ preferredDealership: "coastal-toyota", vehiclePriceBudget: 45990, carId: 42, carType: "used", vin: "JTMABC12345678901" });
  });

  it.each([
    ["vehiclePriceBudget=abc&car_id=1.5&car_type=boat&vin=", { vehiclePriceBudget: null, carId: null, carType: null, vin: null }],
    ["vehiclePriceBudget=-100&car_id=-3", { vehiclePriceBudget: null, carId: null }],
    ["vehiclePriceBudget=1e400&car_id=99999999999", { vehiclePriceBudget: null, carId: null }],
    ["vehiclePriceBudget=%20&car_id=0", { vehiclePriceBudget: null, carId: null }],
    ["car_id=0x10", { carId: null }],
    ["car_id=1e1", { carId: null }],
    ["car_id=%2016", { carId: null }],
    ["car_id=16.0", { carId: null }],
    ["car_id=%2B16", { carId: null }],
    [`preferredDealership=${"x".repeat(101)}&vin=${"A".repeat(18)}`, { preferredDealership: null, vin: null }],
    ["", { preferredDealership: null, vehiclePriceBudget: null, carId: null, carType: null, vin: null }],
  ])("%s is read leniently", (query, expected) => {
    expect(parseFinanceLinkQuery(new URLSearchParams(query))).toMatchObject(expected);
  });
});
