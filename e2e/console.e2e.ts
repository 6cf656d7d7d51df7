import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe";
import { sharedBrowser } from "./browser-session";
import { contactLead, signInInBrowser } from "./console-helpers";
import { mailFiles } from "./mail-catcher";
import { platformUrl, request } from "./site-http";

const browser = sharedBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const stamp = Date.now().toString(36);

/** The console's place and its signed-out pages (issue 33), then a day's work in it (issue 34). */
describe("the dealer console's shell", () => {
  it("answers /console on the platform host with its own document: the sign-in form, never indexed or cached", async () => {
    const shell = await request("localhost", "/console");
    expect(shell.status).toBe(200);
    expect(shell.headers["cache-control"] ?? "").not.toMatch(/public/);
    expect(shell.body).toContain("<title>Sign in · Forecourt Console</title>");
    expect(shell.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(shell.body).toContain("Sign in to the console");
    expect(shell.body).toMatch(/type="password"/);
    expect(shell.body).not.toContain("Dealer sites</");
  });

  it("is the console's own 404 below /console, and a dealer site's /console is that site's 404", async () => {
    const unknown = await request("localhost", "/console/no-such-page");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("There is no console page at this address");
    const onSite = await request("coastal-toyota.localhost", "/console");
    expect(onSite.status).toBe(404);
    expect(onSite.body).not.toContain("Forecourt Console");
    const platformUnknown = await request("localhost", "/no-such-page");
    expect(platformUnknown.status).toBe(404);
    expect(platformUnknown.body).toContain("There is no dealer site at this address");
  });

  it("a wrong password is refused in words, on the form", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(platformUrl("/console"));
    await page.getByLabel("Email").fill("sales@metro.demo");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("That email and password do not match an account").waitFor();
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Email").fill("");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Enter your email address").waitFor();
    await page.close();
  });
});

describe("a day in the console", () => {
  const shopper = { firstName: "Harper", lastName: `Consoletest${stamp}`, email: `harper.${stamp}@example.com.au`, message: "Is the Ranger still available? I can come in on Saturday." };
  let leadId = 0;

  it("a sales member sees a shopper's enquiry appear in the open inbox within 2 s, replies by email from a template, marks it contacted, and its response time shows", async () => {
    const page = await signInInBrowser(browser(), "sales@southerncross.demo");
    // From the moment the platform has taken the shopper's enquiry (its 201) to the row in the open inbox.
    let sent = 0;
    leadId = await contactLead("southern-cross-ford", "southern-cross-ford-dandenong", "3175", shopper, () => (sent = Date.now()));
    await page.getByRole("link", { name: new RegExp(shopper.lastName) }).first().waitFor({ timeout: 2_000 });
    expect(Date.now() - sent).toBeLessThan(2_000);
    if (shots) await page.screenshot({ path: `${shots}/console-inbox-1440.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: new RegExp(shopper.lastName) }).first().click();
    await page.waitForURL(new RegExp(`/console/leads/${leadId}$`));
    await page.getByRole("heading", { level: 1, name: /Harper/ }).waitFor();
    expect(await page.getByText("Is the Ranger still available?").count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    const before = new Set(mailFiles());
    await page.getByLabel("Template").selectOption({ label: "Thanks for your enquiry" });
    expect(await page.getByLabel("Message").inputValue()).toContain("Harper");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Email sent").first().waitFor();
    // The demo's mail catcher holds the reply, to the shopper, with the template's tokens filled in.
    const deadline = Date.now() + 10_000;
    let reply: Awaited<ReturnType<typeof simpleParser>> | undefined;
    while (!reply && Date.now() < deadline) {
      for (const file of mailFiles().filter((f) => !before.has(f))) {
        const mail = await simpleParser(fs.readFileSync(path.join(inject("dataDir"), "mail", file)));
        const to = mail.to && !Array.isArray(mail.to) ? mail.to.value.map((v) => v.address) : [];
        if (to.includes(shopper.email)) reply = mail;
      }
      if (!reply) await new Promise((r) => setTimeout(r, 100));
    }
    expect(reply?.text).toContain("Harper");
    expect(reply?.text).not.toMatch(/\{first name\}|\{salesperson\}/);

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByText("Status: Contacted").first().waitFor();
    await page.getByText(/Answered in/).first().waitFor();
    if (shots) await page.screenshot({ path: `${shots}/console-lead-1440.png`, fullPage: true });
    await page.context().close();
  });

  it("a manager reassigns the lead, and the owner reads the change in the audit log", async () => {
    const manager = await signInInBrowser(browser(), "manager@southerncross.demo");
    await manager.goto(platformUrl(`/console/leads/${leadId}`));
    const assignee = manager.getByLabel("Assigned to");
    await assignee.selectOption((await assignee.locator("option", { hasText: "Priya Shah" }).getAttribute("value")) ?? "");
    await manager.getByRole("button", { name: "Save assignment" }).click();
    await manager.getByText(/Assigned to Priya Shah/).first().waitFor();
    await manager.context().close();

    const owner = await signInInBrowser(browser(), "owner@southerncross.demo");
    await owner.goto(platformUrl("/console/audit"));
    await owner.getByRole("heading", { level: 1, name: /Audit log/ }).waitFor();
    const row = owner.getByRole("listitem").filter({ hasText: "Marcus Reid" }).filter({ hasText: String(leadId) }).filter({ hasText: /assign/i });
    expect(await row.count()).toBeGreaterThan(0);
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.context().close();
  });

  it("a sales member cannot open another dealership's lead: the console's 404", async () => {
    const ringwood = await contactLead("southern-cross-ford", "southern-cross-ford-ringwood", "3134", { ...shopper, lastName: `Otherdealer${stamp}` });
    const page = await signInInBrowser(browser(), "sales@southerncross.demo");
    const answer = await page.goto(platformUrl(`/console/leads/${ringwood}`));
    expect(answer?.status()).toBe(404);
    await page.getByRole("heading", { name: "There is no console page at this address" }).waitFor();
    expect(await page.content()).not.toContain(`Otherdealer${stamp}`);
    await page.context().close();
  });

  it("shows an owner every section of the header at 1440 px, none running off the edge, and a phone can scroll to each", async () => {
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      const page = await signInInBrowser(browser(), "owner@southerncross.demo", viewport);
      const nav = page.getByRole("navigation", { name: "Console" });
      const links = nav.getByRole("link");
      const names = await links.allInnerTexts();
      // A section's first line is its name; the leads' badge follows it ("7", and "7 new leads" for screen readers).
      expect(names.map((n) => n.split("\n")[0]!.trim())).toEqual(expect.arrayContaining(["Leads", "Insight", "Site settings", "Staff", "Audit log", "Account"]));
      for (let i = 0; i < names.length; i++) {
        const link = links.nth(i);
        // On a phone the strip scrolls: each link comes into view when it is reached (by Tab, or by a swipe).
        if (viewport.width < 640) await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        expect(box, names[i]).not.toBeNull();
        expect(box!.x, `${names[i]} at ${viewport.width} px`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${names[i]} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      }
      await page.context().close();
    }
  });
});
