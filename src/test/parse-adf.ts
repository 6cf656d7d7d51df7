import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * Parses ADF as a CRM reads it: attributes kept (prefixed "@"), values exactly as written (no number parsing, no
 * trimming), repeatable elements as arrays. Throws when the document is not well-formed XML.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function parseAdf(xml: string): any {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => ["vehicle", "name", "phone", "email", "id"].includes(name),
  });
  return parser.parse(xml);
}

/** The text of a parsed element, with or without attributes. */
export function textOf(node: unknown): string {
  if (typeof node === "string") return node;
  if (node && typeof node === "object" && "#text" in node) return String((node as { "#text": unknown })["#text"]);
  return "";
}
