import { describe, expect, it } from "vitest";
import { csvLine, csvSafeCell, LEAD_CSV_COLUMNS, type LeadCsvInput, leadCsvRow } from "./lead-csv";

const LEAD: LeadCsvInput = {
  receivedLocal: "11/03/2026 9:15 am",
  status: "contacted",
  lostReason: null,
  category: "General Enquiry",
  subcategory: "Vehicle Enquiry",
  firstName: "Sarah",
  lastName: "Lee",
  email: "sarah.lee@example.com",
  phone: "+61412345678",
  car: "2021 Toyota RAV4 GX",
  stockNumber: "U12345",
  location: "Harbour City Toyota, Newstead",
  assignedTo: "Josh Nguyen",
  responseMinutes: 42,
  message: "Is it still available?\nCan I see it Saturday?",
};

describe("LEAD_CSV_COLUMNS", () => {
  it("names the columns in order", () => {
    expect(csvLine(LEAD_CSV_COLUMNS)).toBe(
      "Received,Status,Lost reason,Category,Subcategory,First name,Last name,Email,Phone,Car,Stock number,Location,Assigned to,First response (business minutes),Message",
    );
  });
});

describe("leadCsvRow", () => {
  it("gives one cell per column, labelled and formatted", () => {
    const row = leadCsvRow(LEAD);
    expect(row).toHaveLength(LEAD_CSV_COLUMNS.length);
    expect(row).toEqual([
      "11/03/2026 9:15 am",
      "Contacted",
      "",
      "General Enquiry",
      "Vehicle Enquiry",
      "Sarah",
      "Lee",
      "sarah.lee@example.com",
      "0412 345 678",
      "2021 Toyota RAV4 GX",
      "U12345",
      "Harbour City Toyota, Newstead",
      "Josh Nguyen",
      "42",
      "Is it still available?\nCan I see it Saturday?",
    ]);
  });

  it("labels a lost lead's reason and leaves missing values empty", () => {
    const row = leadCsvRow({ ...LEAD, status: "lost", lostReason: "bought_elsewhere", subcategory: null, phone: null, car: null, responseMinutes: null, message: "  " });
    expect(row[1]).toBe("Lost");
    expect(row[2]).toBe("Bought elsewhere");
    expect([row[4], row[8], row[9], row[13], row[14]]).toEqual(["", "", "", "", ""]);
  });

  it("shows a phone that is not Australian as given, rounds minutes, and defuses formulas", () => {
    const row = leadCsvRow({ ...LEAD, phone: "+64 21 123 4567", responseMinutes: 42.6, firstName: "=HYPERLINK(\"http://evil\")", message: "-2+3" });
    expect(row[8]).toBe("'+64 21 123 4567");
    expect(row[13]).toBe("43");
    expect(row[5]).toBe("'=HYPERLINK(\"http://evil\")");
    expect(row[14]).toBe("'-2+3");
  });
});

describe("csvSafeCell", () => {
  it("prefixes an apostrophe to text that a spreadsheet would run", () => {
    expect(csvSafeCell("=1+1")).toBe("'=1+1");
    expect(csvSafeCell("+61412345678")).toBe("'+61412345678");
    expect(csvSafeCell("-5")).toBe("'-5");
    expect(csvSafeCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvSafeCell("\t=1")).toBe("'\t=1");
    expect(csvSafeCell("\r=1")).toBe("'\r=1");
  });

  it("leaves other text alone", () => {
    expect(csvSafeCell("Sarah")).toBe("Sarah");
    expect(csvSafeCell("a=b")).toBe("a=b");
    expect(csvSafeCell("")).toBe("");
  });
});

describe("csvLine", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    expect(csvLine(["plain", "a, b", 'say "hi"', "two\nlines", ""])).toBe('plain,"a, b","say ""hi""","two\nlines",');
  });
});
