/**
 * Autobot (the sidebar's openAutobot button, spec 002 §2): a shopper's question about the car on the page,
 * answered at once from the car's own listing, and handed to the dealer's team as an Instant Message when
 * the listing cannot answer it. It never invents a fact: every answer is built from the facts given here, and
 * anything about negotiation, trade-ins or bookings goes to a person.
 */

import { isAvailable } from "./sections";
import type { StockStatus } from "../vehicle/types";

export type AutobotIntent = "greeting" | "availability" | "price" | "finance" | "location" | "kms" | "registration" | "towing" | "testDrive" | "tradeIn" | "unknown";

/** What Autobot knows about the car: the page's own facts, as shown on the page. */
export interface AutobotFacts {
  /** "2021 Toyota Corolla Ascent Sport". */
  title: string;
  status: StockStatus;
  reserved: boolean;
  /** The price as the page shows it (`priceLine(...).text`: "$31,990 Drive Away", "Enquire for price"). */
  priceText: string;
  /** "45,120 kms"; null for a caravan or when unknown. */
  kmsText: string | null;
  /** "Expires on 12/08/2027", "Unregistered", or null when the page shows no registration. */
  registrationText: string | null;
  /** Where the car is: the location's name and street address. */
  locationName: string;
  address: string | null;
  /** Where Apply for Finance goes (`carFinanceHref`), when finance is offered on the car; else null. */
  financeHref: string | null;
  /** The braked towing capacity as the Specifications show it ("1,800 kg"); null when the listing has none. */
  towingText?: string | null;
}

/** An action under an answer: a link on the page, or handing the question to the team. */
export type AutobotAction = { kind: "link"; label: string; href: string } | { kind: "handover"; label: string; message: string };

export interface AutobotAnswer {
  intent: AutobotIntent;
  text: string;
  actions: AutobotAction[];
}

/** The questions offered as buttons when Autobot opens, in this order. */
export const AUTOBOT_QUICK_QUESTIONS: ReadonlyArray<{ intent: AutobotIntent; label: string }> = [
  { intent: "availability", label: "Is it still available?" },
  { intent: "price", label: "What's the price?" },
  { intent: "finance", label: "Can I get finance?" },
  { intent: "location", label: "Where can I see it?" },
  { intent: "testDrive", label: "Book a test drive" },
];

export const TALK_TO_TEAM_LABEL = "Message the team";

/**
 * Keyword rules, checked in this order (the first that matches wins): towing first ("how much can it tow" is not
 * a price question; whether a tow bar is fitted is not in the listing); a test drive before the price, so
 * "drive away" is a price question and "test drive" is not; a trade-in and the rego before the price ("trade-in
 * price", "how much is rego"); availability before the price ("how much deposit to hold it"). "Sold with" is not
 * availability, "kms per litre" not the odometer, and "where" alone not the car's location.
 */
const RULES: ReadonlyArray<readonly [Exclude<AutobotIntent, "unknown" | "greeting">, RegExp]> = [
  ["towing", /\btow(s|ing|ed)?\b(?![\s-]?(bar|ball|hitch))|\bpull (a|my) (caravan|trailer|boat)\b/],
  ["testDrive", /\btest[\s-]?drive|\bdrive it\b|\btake it for a (drive|spin)\b/],
  ["tradeIn", /\btrade[\s-]?(in|it)\b|\btrade\b|\bchange[\s-]?over\b|\bswap\b/],
  ["registration", /\brego\b|\bregist|\bregister/],
  ["finance", /\bfinanc|\brepayment|\bloan\b|\bweekly\b|\binterest rate|\bcomparison rate\b|\bper week\b/],
  ["availability", /\bavailab|\bstill (for sale|there|here|in stock)|\bsold\b(?! with)|\bin stock\b|\bon hold\b|\breserved?\b|\bhold it\b/],
  ["price", /\bprice|\bcost|\bhow much\b|\bdrive[\s-]?away\b|\bnegotiab|\bdiscount|\bcheaper\b|\bbest (offer|deal)\b|\$/],
  ["kms", /\bkms?\b(?!\s*(per|\/))|\bkilomet(re|er)s?\b(?!\s*per)|\bmileage\b|\bodometer\b/],
  ["location", /\bwhere('s| is| are| can i)? ?(is it|it is|the car|the vehicle|you|located|see it|view it|inspect it|find it)\b|\blocated\b|\blocation\b|\baddress\b|\bdirections?\b|\bsee it\b|\binspect|\bview it\b|\bcome (in|by|down)\b/],
];

/** What a question asks, by the rules above; a bare hello is a greeting, anything else unknown. */
export function autobotIntent(question: string): AutobotIntent {
  const text = question.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, " ").trim();
  for (const [intent, rule] of RULES) if (rule.test(text)) return intent;
  if (/^(hi|hello|hey|g'?day|good (morning|afternoon|evening))\b( \w+)?[\s!.,]*$/.test(text)) return "greeting";
  return "unknown";
}

const handover = (message: string, label = TALK_TO_TEAM_LABEL): AutobotAction => ({ kind: "handover", label, message });

/** The answer to an intent, from the car's facts. */
export function autobotAnswer(intent: AutobotIntent, facts: AutobotFacts, question = ""): AutobotAnswer {
  const where = facts.address ? `${facts.locationName}, ${facts.address}` : facts.locationName;
  const available = isAvailable(facts.status);
  const answer = (text: string, actions: AutobotAction[] = []): AutobotAnswer => ({ intent, text, actions });
  const similar = handover(`I was interested in the ${facts.title}. Please let me know if you have something similar.`, "Find me something similar");
  // A sold car: no price, viewing, test drive or finance to offer; the team can find something similar.
  if (!available && (intent === "price" || intent === "finance" || intent === "location" || intent === "testDrive" || intent === "tradeIn")) {
    return answer(`Sorry, the ${facts.title} has been sold. The team can find you something similar.`, [similar]);
  }
  switch (intent) {
    case "greeting":
      return answer(`Hi! Ask me anything about the ${facts.title}, or pick a question below.`);
    case "availability":
      if (!available) return answer(`Sorry, the ${facts.title} has been sold. The team can find you something similar.`, [similar]);
      if (facts.reserved) return answer(`The ${facts.title} is reserved by another buyer at the moment. The team can tell you if that changes.`, [handover(`Please let me know if the ${facts.title} becomes available.`)]);
      if (facts.status === "coming_soon") return answer(`The ${facts.title} is arriving soon at ${facts.locationName}. The team can hold it for you when it lands.`, [handover(`Please let me know when the ${facts.title} arrives.`)]);
      return answer(`The ${facts.title} is in stock at ${facts.locationName}.`, [handover(`Is the ${facts.title} still available? I'd like to come and see it.`, "Arrange a viewing")]);
    case "price":
      return answer(`The listed price is ${facts.priceText}. For your best price, message the team.`, [handover(`What's your best price on the ${facts.title}?`)]);
    case "finance":
      return facts.financeHref
        ? answer(`Finance is available on this car. You can work out weekly repayments with the calculator on this page, or apply online.`, [{ kind: "link", label: "Apply for finance", href: facts.financeHref }, handover(`I'd like finance on the ${facts.title}.`)])
        : answer(`The team can talk you through finance options for the ${facts.title}.`, [handover(`I'd like finance on the ${facts.title}.`)]);
    case "location":
      return answer(`The ${facts.title} is at ${where}.`, [{ kind: "link", label: "Show on the map", href: "#vehicle-map" }, handover(`I'd like to come and see the ${facts.title}.`, "Arrange a viewing")]);
    case "kms":
      return facts.kmsText
        ? answer(`The ${facts.title} shows ${facts.kmsText} on the odometer.`)
        : answer(`The listing doesn't give the kilometres; the team can check for you.`, [handover(`How many kms are on the ${facts.title}?`)]);
    case "registration":
      return facts.registrationText
        ? answer(`Registration: ${facts.registrationText}.`)
        : answer(`The listing doesn't give the registration; the team can check for you.`, [handover(`What's the registration status of the ${facts.title}?`)]);
    case "towing":
      return facts.towingText
        ? answer(`The ${facts.title} is rated to tow ${facts.towingText} braked.`)
        : answer(`The listing doesn't give the towing capacity; the team can check for you.`, [handover(`What can the ${facts.title} tow?`)]);
    case "testDrive":
      return answer(`Happy to set that up. Send the team your preferred day and time and they'll confirm.`, [handover(`I'd like to test drive the ${facts.title}.`, "Request a test drive")]);
    case "tradeIn":
      return answer(`The team can value your trade-in and give you a change-over price.`, [handover(`I have a car to trade in on the ${facts.title}.`)]);
    case "unknown":
      return answer(`I can't answer that from the listing, but the team can.`, [handover(question.trim() || `I have a question about the ${facts.title}.`)]);
  }
}

/** A typed question answered: its intent, then the answer. */
export function askAutobot(question: string, facts: AutobotFacts): AutobotAnswer {
  return autobotAnswer(autobotIntent(question), facts, question);
}
