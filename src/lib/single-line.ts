/**
 * Text a visitor typed, made fit for one line: an SMS line or a mail header (Subject, a From name, Reply-To). A
 * line break there ends the line the platform wrote and starts one the visitor wrote ("Jo\r\nBcc: evil@example.com"
 * would add a recipient to a header, or a line a dealer reads as ours to a text), so every character that can
 * break or hide a line becomes a space: CR, LF, tab and the other C0 controls (U+0000–U+001F), DEL and the C1 controls
 * (U+007F–U+009F, NEL among them), the line and paragraph separators (U+2028, U+2029) and the other Unicode spaces.
 * A run of them is one space; the ends are trimmed. A mail's plain body may keep its line breaks: only what must be
 * one line goes through here.
 */
const LINE_BREAKING = /[\s\u0000-\u001f\u007f-\u009f]+/g;

export function singleLine(text: string): string {
  return text.replace(LINE_BREAKING, " ").trim();
}
