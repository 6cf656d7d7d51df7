import { describe, expect, it } from "vitest";
import { absoluteUrl, driveWheelConfiguration, itemCondition, jsonLdScriptContent, offerAvailability, offerPrice, vehicleJsonLd, type JsonLdVehicle } from "./json-ld";

const camry: JsonLdVehicle = {
  slug: "2022-toyota-camry-u1234",
  year: 2022,
  make: "Toyota",
  model: "Camry",
  badge: "Ascent",
  vin: "JTNB23HK103456789",
  km: 45210,
  body: "Sedan",
  fuel: "Hybrid",
  drive: "FWD",
  transmission: "Automatic",
  colour: "White",
  seats: 5,
  doors: 4,
  carType: "used",
  status: "in_stock",
  preorder: false,
  price: 31990,
  offerPrice: null,
  imageUrls: ["/media/gen/sedan/white/1/p0.full.jpg", "https://cdn.example.com/p1.jpg"],
};
const site = { origin: "https://toowoombatoyota.com.au" };

describe("vehicleJsonLd", () => {
  it("a schema.org Car with an Offer", () => {
    expect(vehicleJsonLd(camry, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "2022 Toyota Camry Ascent",
      url: "https://toowoombatoyota.com.au/cars/2022-toyota-camry-u1234",
      vehicleIdentificationNumber: "JTNB23HK103456789",
      brand: { "@type": "Brand", name: "Toyota" },
      model: "Camry",
      vehicleConfiguration: "Ascent",
      vehicleModelDate: "2022",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 45210, unitCode: "KMT" },
      bodyType: "Sedan",
      fuelType: "Hybrid",
      driveWheelConfiguration: "https://schema.org/FrontWheelDriveConfiguration",
      vehicleTransmission: "Automatic",
      color: "White",
      seatingCapacity: 5,
      numberOfDoors: 4,
      itemCondition: "https://schema.org/UsedCondition",
      image: ["https://toowoombatoyota.com.au/media/gen/sedan/white/1/p0.full.jpg", "https://cdn.example.com/p1.jpg"],
      offers: {
        "@type": "Offer",
        url: "https://toowoombatoyota.com.au/cars/2022-toyota-camry-u1234",
        price: 31990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/UsedCondition",
      },
    });
  });
  it("leaves out empty fields and a missing price", () => {
    const ld = vehicleJsonLd({ ...camry, vin: null, badge: "", colour: "N/A", drive: null, km: null, seats: 0, price: 0, imageUrls: [], status: "sold" }, site);
    for (const key of ["vehicleIdentificationNumber", "vehicleConfiguration", "color", "driveWheelConfiguration", "mileageFromOdometer", "seatingCapacity", "image"]) expect(ld).not.toHaveProperty(key);
    expect(ld.name).toBe("2022 Toyota Camry");
    expect(ld.offers).toEqual({ "@type": "Offer", url: "https://toowoombatoyota.com.au/cars/2022-toyota-camry-u1234", priceCurrency: "AUD", availability: "https://schema.org/SoldOut", itemCondition: "https://schema.org/UsedCondition" });
  });
  it("a new car at its offer price", () => {
    const ld = vehicleJsonLd({ ...camry, carType: "new", km: 0, offerPrice: 29990 }, site);
    expect(ld.itemCondition).toBe("https://schema.org/NewCondition");
    expect(ld.mileageFromOdometer).toEqual({ "@type": "QuantitativeValue", value: 0, unitCode: "KMT" });
    expect(ld.offers).toMatchObject({ price: 29990, itemCondition: "https://schema.org/NewCondition" });
  });
});

describe("parts", () => {
  it.each([
    ["new", "https://schema.org/NewCondition"],
    ["used", "https://schema.org/UsedCondition"],
    ["demo", "https://schema.org/UsedCondition"],
  ] as const)("%s -> %s", (carType, condition) => expect(itemCondition(carType)).toBe(condition));
  it.each([
    ["in_stock", false, "https://schema.org/InStock"],
    ["in_stock", true, "https://schema.org/PreOrder"],
    ["coming_soon", false, "https://schema.org/PreOrder"],
    ["sold", false, "https://schema.org/SoldOut"],
    ["other", true, "https://schema.org/SoldOut"],
  ] as const)("%s preorder %s -> %s", (status, preorder, availability) => expect(offerAvailability(status, preorder)).toBe(availability));
  it.each([
    [{ price: 31990, offerPrice: null }, 31990],
    [{ price: 31990, offerPrice: 29990 }, 29990],
    [{ price: 31990, offerPrice: 0 }, 31990],
    [{ price: 10, offerPrice: null }, null],
    [{ price: 0, offerPrice: null }, null],
  ])("offerPrice %j -> %s", (v, price) => expect(offerPrice(v)).toBe(price));
  it.each([
    ["AWD", "https://schema.org/AllWheelDriveConfiguration"],
    ["4wd", "https://schema.org/FourWheelDriveConfiguration"],
    ["4X4", "https://schema.org/FourWheelDriveConfiguration"],
    ["RWD", "https://schema.org/RearWheelDriveConfiguration"],
    ["Front Wheel Drive", "Front Wheel Drive"],
    ["N/A", null],
    [null, null],
  ])("drive %j -> %j", (drive, value) => expect(driveWheelConfiguration(drive)).toBe(value));
  it("absoluteUrl", () => {
    expect(absoluteUrl("https://a.com", "/x/y.jpg")).toBe("https://a.com/x/y.jpg");
    expect(absoluteUrl("https://a.com/", "x.jpg")).toBe("https://a.com/x.jpg");
    expect(absoluteUrl("https://a.com", "HTTPS://b.com/z.jpg")).toBe("HTTPS://b.com/z.jpg");
  });
  it("script content cannot close the script tag", () => {
    const text = jsonLdScriptContent(vehicleJsonLd({ ...camry, model: "</script><script>alert(1)</script>" }, site));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).model).toBe("</script><script>alert(1)</script>");
  });
});
