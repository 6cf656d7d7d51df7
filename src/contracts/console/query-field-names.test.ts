import { describe, expect, it } from "vitest";
import { parseInboxQuery } from "./inbox";
import { parseSearchReportQuery, parseStockActionQuery } from "./reports";
import { parseStockQuery } from "./stock";

/**
 * The route fuzz suite's find (issue 37): `?=x` (an empty parameter name) was refused with the field "" and a message
 * starting ": ...", a 400 that named nothing. Every console query names it `""`.
 */
describe("a console query with an empty parameter name", () => {
  it("is refused naming the parameter \"\"", () => {
    expect(parseInboxQuery(new URLSearchParams("status=new&=x"))).toEqual({ ok: false, field: '""', message: "is not a filter of the inbox" });
    expect(parseStockActionQuery(new URLSearchParams("page=1&=%F0%9F%9A%97"))).toEqual({ ok: false, field: '""', message: "is not a setting of this report" });
    expect(parseSearchReportQuery(new URLSearchParams("=1&=2"))).toEqual({ ok: false, field: '""', message: "is given more than once" });
    expect(parseStockQuery({ "": "x" })).toEqual({ ok: false, field: '""', message: "is not a filter of the stock table" });
  });
});
