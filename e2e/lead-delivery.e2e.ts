import { describe, expect, inject, it } from "vitest";
import { parseAdf, textOf } from "../src/test/parse-adf";
import { open, sharedBrowser } from "./browser-session";
import { mailFiles, mailOfLead } from "./mail-catcher";
import { request, siteUrl } from "./site-http";
import { textsSent } from "./sms-outbox";

/**
 * A lead reaches the dealer (issue 12): what a shopper sends from a page arrives at the dealer's mail server (the
 * demo's mail catcher writes DATA_DIR/mail/*.eml) as ADF a CRM can read, once; a chat message is also texted to the
 * dealer's mobile (DATA_DIR/sms-outbox.log); bad input is refused with a 4xx naming the field, and mails nothing.
 */
const browser = sharedBrowser();

/** A vehicle page's car id, from the props its client islands are given in the page's flight data. */
function carIdOf(html: string): number {
  return Number(/carId\\?":(\d+)/.exec(html)?.[1] ?? 0);
}

function postLead(slug: string, body: unknown, headers: Record<string, string> = {}, pathname = "/api/leads") {
  const port = inject("port");
  return request(`${slug}.localhost`, pathname, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", origin: `http://${slug}.localhost:${port}`, ...headers },
  });
}

const shopper = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", postcode: "4558", termsAccepted: true };

describe("a lead reaching the dealer", () => {
  it("a contact form sent in the browser arrives once at the dealer's mail server as ADF with the shopper's words", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const answers: number[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith("/api/leads") && r.request().method() === "POST") answers.push(((await r.json().catch(() => ({}))) as { lead_id: number }).lead_id);
    });
    await open(page, siteUrl("coastal-toyota", "/contact"));
    const form = page.locator("form[data-lead-form=contact]");
    await form.getByLabel("First name").fill("Priya");
    await form.getByLabel("Last name").fill("O'Brien & Sons");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("priya@example.com.au");
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("0412 345 678");
    await form.getByLabel(/^Postcode/).fill("4558");
    const location = form.getByLabel("Location", { exact: true });
    if ((await location.count()) > 0) await location.selectOption({ index: 1 });
    await form.getByLabel("Comments").fill("Do you have a <white> RAV4 hybrid? Cheers & thanks");
    const terms = form.getByLabel(/I agree to the terms of use/);
    if ((await terms.count()) > 0) await terms.check();
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await page.waitForURL(/\/success$/);
    await page.close();

    const leadId = answers.at(-1)!;
    expect(leadId).toBeGreaterThan(0);
    const mails = await mailOfLead(leadId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.messageId).toBe(`<lead-${leadId}.coastal-toyota@forecourt.invalid>`);
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.value.map((v) => v.address) : []).toEqual(["sales@coastal-toyota.example"]);
    expect(mail!.subject).toContain("New lead: General Enquiry");
    expect(mail!.subject).not.toContain("Priya");
    const adf = parseAdf(mail!.text ?? "");
    const contact = adf.adf.prospect.customer.contact;
    expect(contact.name.map(textOf)).toEqual(["Priya", "O'Brien & Sons"]);
    expect(contact.email.map(textOf)).toEqual(["priya@example.com.au"]);
    expect(contact.phone.map(textOf)).toEqual(["+61412345678"]);
    expect(textOf(adf.adf.prospect.customer.comments)).toContain("Do you have a <white> RAV4 hybrid? Cheers & thanks");
  });

  it("a chat message is mailed to the dealer and texted to the dealer's chat mobile with the number to reply to", async () => {
    const port = inject("port");
    const search = await request("metro-motor-group.localhost", "/search/new-used-and-demo-cars");
    const slug = /href="\/cars\/([a-z0-9-]+)"/.exec(search.body)?.[1];
    const car = await request("metro-motor-group.localhost", `/cars/${slug}`);
    const carId = carIdOf(car.body);
    expect(carId).toBeGreaterThan(0);
    const answer = await postLead("metro-motor-group", { firstName: "Sam", phone: "0498 765 432", message: "Can I see it on Saturday?", carId }, { "idempotency-key": `chat-${Date.now()}` }, "/api/chat-messages");
    expect(answer.status).toBe(201);
    const leadId = (JSON.parse(answer.body) as { lead_id: number }).lead_id;
    expect(await mailOfLead(leadId)).toHaveLength(1);
    await expect.poll(() => textsSent().some((t) => t.body.includes("Reply to 0498 765 432")), { timeout: 20_000 }).toBe(true);
    const text = textsSent().find((t) => t.body.includes("Can I see it on Saturday?"));
    expect(text?.to).toBe("+61400000000");
    expect(port).toBeGreaterThan(0);
  });

  it("a retry with the same Idempotency-Key answers the first lead and mails once; bad input is a 4xx naming the field and mails nothing", async () => {
    const key = `retry-${Date.now()}`;
    // The site has several locations: the contact form asks which one (the nearest to the shopper here).
    const nearest = await request("coastal-toyota.localhost", "/api/locations/nearest?postcode=4558");
    const locationId = (JSON.parse(nearest.body) as { id: number }).id;
    const lead = { kind: "contact", category: "General Enquiry", message: "Retry me", locationId, ...shopper };
    const first = await postLead("coastal-toyota", lead, { "idempotency-key": key });
    const again = await postLead("coastal-toyota", lead, { "idempotency-key": key });
    expect(first.status, first.body).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    const leadId = (JSON.parse(first.body) as { lead_id: number }).lead_id;
    expect(await mailOfLead(leadId)).toHaveLength(1);
    const reused = await postLead("coastal-toyota", { ...lead, message: "Something else" }, { "idempotency-key": key });
    expect(reused.status).toBe(422);
    expect(JSON.parse(reused.body).error.field).toBe("Idempotency-Key");

    const before = mailFiles().length;
    const refusals: Array<[unknown, number, string]> = [
      [{ ...lead, email: undefined }, 400, "email"],
      [{ ...lead, phone: 412345678 }, 400, "phone"],
      [{ ...lead, postcode: "0001" }, 400, "postcode"],
      [{ kind: "enquiry", message: "About a car", carId: 2_000_000_000, ...shopper }, 400, "carId"],
      [{ ...lead, surprise: true }, 400, "surprise"],
    ];
    for (const [body, status, field] of refusals) {
      const answer = await postLead("coastal-toyota", body);
      expect(answer.status, answer.body).toBe(status);
      expect(JSON.parse(answer.body).error.field, field).toBe(field);
    }
    // Another site's car is refused as an unknown one.
    const ford = await request("southern-cross-ford.localhost", "/search/new-used-and-demo-cars");
    const fordSlug = /href="\/cars\/([a-z0-9-]+)"/.exec(ford.body)?.[1] ?? "";
    const fordId = carIdOf((await request("southern-cross-ford.localhost", `/cars/${fordSlug}`)).body);
    expect(fordId).toBeGreaterThan(0);
    const other = await postLead("coastal-toyota", { kind: "enquiry", message: "About a car", carId: fordId, ...shopper });
    expect(other.status).toBe(400);
    expect(JSON.parse(other.body).error.field).toBe("carId");
    const huge = await postLead("coastal-toyota", JSON.stringify({ ...lead, message: "x".repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailFiles().length).toBe(before);
  });
});
