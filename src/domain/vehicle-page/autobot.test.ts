import { describe, expect, it } from "vitest";
import { AUTOBOT_QUICK_QUESTIONS, askAutobot, autobotAnswer, autobotIntent, type AutobotFacts } from "./autobot";

const corolla: AutobotFacts = {
  title: "2021 Toyota Corolla Ascent Sport",
  status: "in_stock",
  reserved: false,
  priceText: "$31,990 Drive Away",
  kmsText: "45,120 kms",
  registrationText: "Expires on 12/08/2027",
  locationName: "Coastal Toyota Maroochydore",
  address: "1 Sugar Rd, Maroochydore QLD 4558",
  financeHref: "/finance?car_id=7",
};

describe("autobotIntent: what a typed question asks", () => {
  it.each([
    ["Is this car still available?", "availability"],
    ["has it been sold", "availability"],
    ["What's the drive away price?", "price"],
    ["how much??", "price"],
    ["Is the price negotiable", "price"],
    ["Can I test drive it on Saturday?", "testDrive"],
    ["test-drive please", "testDrive"],
    ["what would weekly repayments be", "finance"],
    ["Do you do finance", "finance"],
    ["Where is it located?", "location"],
    ["what's the address", "location"],
    ["How many kms has it done", "kms"],
    ["what's the kilometres", "kms"],
    ["How long is the rego?", "registration"],
    ["what's the trade-in price for my Mazda", "tradeIn"],
    ["How much is rego?", "registration"],
    ["How much deposit to hold it?", "availability"],
    ["Is it reserved?", "availability"],
    ["Hi", "greeting"],
    ["g'day!", "greeting"],
    ["G\u2019day mate", "greeting"],
    ["Hi there", "greeting"],
    ["Does it have a tow bar?", "unknown"],
    ["Is it sold with RWC?", "unknown"],
    ["how many kms per litre", "unknown"],
    ["how far is it from Sydney", "unknown"],
    ["Where was it serviced?", "unknown"],
    ["where's the spare tyre", "unknown"],
    ["Is there interest from anyone else?", "unknown"],
  ] as const)("%s → %s", (question, intent) => {
    expect(autobotIntent(question)).toBe(intent);
  });
});

describe("autobotAnswer: answers from the listing, never beyond it", () => {
  it("availability follows the car's status and reservation", () => {
    expect(autobotAnswer("availability", corolla).text).toBe("The 2021 Toyota Corolla Ascent Sport is in stock at Coastal Toyota Maroochydore.");
    expect(autobotAnswer("availability", { ...corolla, reserved: true }).text).toMatch(/reserved by another buyer/);
    expect(autobotAnswer("availability", { ...corolla, status: "coming_soon" }).text).toMatch(/arriving soon at Coastal Toyota Maroochydore/);
    const sold = autobotAnswer("availability", { ...corolla, status: "sold" });
    expect(sold.text).toMatch(/has been sold/);
    expect(sold.actions).toEqual([{ kind: "handover", label: "Find me something similar", message: "I was interested in the 2021 Toyota Corolla Ascent Sport. Please let me know if you have something similar." }]);
  });
  it("a sold car has no price, viewing, test drive or finance to offer: the team finds something similar", () => {
    for (const intent of ["price", "finance", "location", "testDrive", "tradeIn"] as const) {
      const a = autobotAnswer(intent, { ...corolla, status: "sold" });
      expect(a.text).toBe("Sorry, the 2021 Toyota Corolla Ascent Sport has been sold. The team can find you something similar.");
      expect(a.actions.map((x) => x.label)).toEqual(["Find me something similar"]);
    }
  });
  it("price quotes the page's price and hands negotiation to the team", () => {
    const a = autobotAnswer("price", corolla);
    expect(a.text).toBe("The listed price is $31,990 Drive Away. For your best price, message the team.");
    expect(a.actions[0]).toMatchObject({ kind: "handover", message: "What's your best price on the 2021 Toyota Corolla Ascent Sport?" });
  });
  it("finance links to the car's finance page when the site has one", () => {
    expect(autobotAnswer("finance", corolla).actions[0]).toEqual({ kind: "link", label: "Apply for finance", href: "/finance?car_id=7" });
    expect(autobotAnswer("finance", { ...corolla, financeHref: null }).actions.map((a) => a.kind)).toEqual(["handover"]);
  });
  it("location gives the address and the map on the page", () => {
    const a = autobotAnswer("location", corolla);
    expect(a.text).toBe("The 2021 Toyota Corolla Ascent Sport is at Coastal Toyota Maroochydore, 1 Sugar Rd, Maroochydore QLD 4558.");
    expect(a.actions[0]).toEqual({ kind: "link", label: "Show on the map", href: "#vehicle-map" });
    expect(autobotAnswer("location", { ...corolla, address: null }).text).toBe("The 2021 Toyota Corolla Ascent Sport is at Coastal Toyota Maroochydore.");
  });
  it("kms and registration come from the listing, or go to the team when missing", () => {
    expect(autobotAnswer("kms", corolla).text).toBe("The 2021 Toyota Corolla Ascent Sport shows 45,120 kms on the odometer.");
    expect(autobotAnswer("kms", { ...corolla, kmsText: null }).actions[0]?.kind).toBe("handover");
    expect(autobotAnswer("registration", corolla).text).toBe("Registration: Expires on 12/08/2027.");
    expect(autobotAnswer("registration", { ...corolla, registrationText: null }).actions[0]?.kind).toBe("handover");
  });
  it("an unknown question is handed over as the shopper typed it", () => {
    const a = askAutobot("  Does it have a tow bar? ", corolla);
    expect(a.intent).toBe("unknown");
    expect(a.actions).toEqual([{ kind: "handover", label: "Message the team", message: "Does it have a tow bar?" }]);
  });
  it("every quick question has an answer with text", () => {
    for (const q of AUTOBOT_QUICK_QUESTIONS) expect(autobotAnswer(q.intent, corolla).text.length).toBeGreaterThan(10);
  });
});

describe("towing (issue 15: the page shows 1,800 kg, so Autobot answers it)", () => {
  const car: AutobotFacts = { title: "2021 Ford Ranger XLT", status: "in_stock", reserved: false, priceText: "$52,990", kmsText: "40,000 kms", registrationText: null, locationName: "Southern Cross Ford", address: null, financeHref: null, towingText: "1,800 kg" };
  it.each(["How much can it tow?", "what's the towing capacity", "Can it tow a caravan?", "Will it pull a caravan"])("%s -> towing", (q) => expect(autobotIntent(q)).toBe("towing"));
  it("answers from the Specifications' figure", () => {
    expect(askAutobot("How much can it tow?", car).text).toBe("The 2021 Ford Ranger XLT is rated to tow 1,800 kg braked.");
  });
  it("hands it to the team when the listing has no figure", () => {
    const answer = askAutobot("How much can it tow?", { ...car, towingText: null });
    expect(answer.text).toMatch(/doesn't give the towing capacity/);
    expect(answer.actions[0]).toMatchObject({ kind: "handover" });
  });
});
