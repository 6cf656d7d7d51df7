import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NO_SLOTS_MESSAGE, SLOTS_FAILED_MESSAGE, TestDriveSlotFields, TestDriveSlotPicker, type SlotsState } from "./test-drive-slot-picker";

const ready: SlotsState = {
  kind: "ready",
  slots: {
    timeZone: "Australia/Brisbane",
    locationId: 3,
    days: [
      { date: "2026-11-26", label: "Thu 26 Nov", times: ["09:00", "09:30", "13:00"] },
      { date: "2026-11-27", label: "Fri 27 Nov", times: ["08:30"] },
    ],
  },
};
const render = (state: SlotsState, value?: string, more: { invalid?: boolean; describedBy?: string } = {}) =>
  renderToStaticMarkup(<TestDriveSlotFields state={state} value={value} onChange={() => {}} {...more} />);

describe("TestDriveSlotFields", () => {
  it("says it is loading while the times are fetched", () => {
    const html = render({ kind: "loading" });
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading test-drive times");
    // The picker itself starts loading (the fetch runs in the browser).
    expect(renderToStaticMarkup(<TestDriveSlotPicker value={undefined} onChange={() => {}} carId={12} />)).toContain("Loading test-drive times");
  });

  it("offers the days, labelled Preferred date, with No preference first", () => {
    const html = render(ready);
    expect(html).toMatch(/<label for="([^"]+)-date"[^>]*>Preferred date<\/label><select id="\1-date"/);
    expect(html).toContain('<option value="" selected="">No preference</option>');
    expect(html).toContain('<option value="2026-11-26">Thu 26 Nov</option>');
    expect(html).toContain('<option value="2026-11-27">Fri 27 Nov</option>');
    expect(html).not.toContain("Preferred time"); // no day chosen yet
    expect(html).toContain("Times are at the dealership (Brisbane time).");
  });

  it("shows the chosen day's times as a group of radio chips labelled Preferred time, the chosen one checked", () => {
    const html = render(ready, "2026-11-26T09:30");
    expect(html).toContain('<option value="2026-11-26" selected="">Thu 26 Nov</option>');
    expect(html).toContain("<legend");
    expect(html).toContain(">Preferred time</legend>");
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="09:30"/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain("9:00 am");
    expect(html).toContain("1:00 pm");
  });

  it("marks the fields invalid and points them at the error and the time-zone hint", () => {
    const html = render(ready, "2026-11-26T09:00", { invalid: true, describedBy: "preferredTime-error" });
    expect(html).toMatch(/<select[^>]*aria-invalid="true"[^>]*aria-describedby="preferredTime-error [^"]+-zone"/);
    expect(html).toMatch(/<fieldset aria-describedby="preferredTime-error [^"]+-zone"/);
    expect(html).toMatch(/type="radio"[^>]*aria-invalid="true"/);
  });

  it("says plainly when no time is free, and when the times could not be loaded", () => {
    expect(render({ kind: "ready", slots: { timeZone: "Australia/Sydney", locationId: 3, days: [] } })).toContain(NO_SLOTS_MESSAGE);
    expect(NO_SLOTS_MESSAGE).toBe("No test-drive times are free in the next 14 days; leave the time empty and the dealer will call you");
    const failed = renderToStaticMarkup(<TestDriveSlotFields state={{ kind: "failed" }} value={undefined} onChange={() => {}} onRetry={() => {}} />);
    expect(failed).toContain(SLOTS_FAILED_MESSAGE);
    expect(failed).toContain("Try again");
  });
});
