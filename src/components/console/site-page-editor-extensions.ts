import StarterKit from "@tiptap/starter-kit";
import { pageLinkHrefAllowed } from "@/domain/content/page-doc";

/**
 * The page editor's Tiptap extensions: StarterKit cut down to the nodes and marks of a page's allow-list
 * (src/domain/content/page-doc.ts: paragraphs, headings 2 and 3, lists, quotes, hard breaks; bold, italic and links to
 * http(s) or the site's own pages), so the editor can make nothing the save refuses (site-page-editor.test.ts).
 */
export const PAGE_EDITOR_EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { target: null, rel: null, class: null }, isAllowedUri: (url) => pageLinkHrefAllowed(url) },
  }),
];
