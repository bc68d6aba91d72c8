import sanitizeHtml from "sanitize-html";

// The HTML a news description may keep. sanitize-html (htmlparser2, no DOM) is used rather than a
// hand-written parser: browsers' HTML parsing quirks are where hand-rolled sanitisers leak, and this
// package is maintained against them. Server-side only: the client renders what the server sanitised.
const allowedTags = ["p", "br", "strong", "em", "ul", "ol", "li", "a", "code", "h3", "h4"];
const linkSchemes = new Set(["http:", "https:", "mailto:"]);

/** An absolute http(s) or mailto URL, else null (relative, protocol-relative, javascript:, data: …). */
export function safeLinkHref(href: string | undefined): string | null {
  if (!href) return null;
  try {
    // The URL parser strips the tabs, newlines and control characters that browsers ignore in a scheme.
    const url = new URL(href.trim());
    return linkSchemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Drop disallowed tags but keep their text; script, style and the like lose their content too.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template", "title"],
  transformTags: {
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeLinkHref(attribs.href);
      const safe: sanitizeHtml.Attributes = {};
      if (href?.startsWith("http")) {
        // A new tab for web links, without giving the opened page a handle on this one.
        Object.assign(safe, { href, rel: "noopener noreferrer", target: "_blank" });
      } else if (href) {
        Object.assign(safe, { href, rel: "noopener" });
      }
      return { tagName: "a", attribs: safe };
    },
    // Headings outside the allowed levels keep their text as a level the page's outline can hold.
    h1: "h3",
    h2: "h3",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
  },
};

/** The allow-listed subset of `html`: run on write and again before rendering. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether sanitised HTML has any visible text (a description of only `<p></p>` is empty). */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, "") !== "";
}
