/**
 * A row's id as a URL writes it (`car_id=123`, `/offers/45`): decimal digits only, 1 to 2^31 - 1 (PostgreSQL's
 * `integer`). Number() and z.coerce.number() also read "0x10", "0o20", "0b10000", "1.6e1", "16.0", "+16" and " 16 " as
 * 16, so one car had many addresses and a probe could name cars in spellings no link writes: every id read from a
 * query string or a path goes through `parseRowId` instead. Leading zeros are refused too ("016"): a link never
 * writes them.
 */
export const ROW_ID_MAX = 2_147_483_647;

const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

/** The id `text` spells in decimal, else null (absent, empty, any other spelling, 0, or past ROW_ID_MAX). */
export function parseRowId(text: string | null | undefined): number | null {
  if (typeof text !== "string" || !DECIMAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= ROW_ID_MAX ? id : null;
}
