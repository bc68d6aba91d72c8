import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasVisibleText, safeLinkHref, sanitizeNewsHtml } from "@/lib/domain/news-html";

describe("sanitizeNewsHtml keeps the allow-list", () => {
  it("keeps p, br, strong, em, ul, ol, li, code, h3, h4 as they are", () => {
    const html =
      "<h3>Title</h3><h4>Sub</h4><p>A <strong>b</strong> <em>c</em><br />d <code>x = 1</code></p><ul><li>one</li></ul><ol><li>two</li></ol>";
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it("keeps http, https and mailto links, adding rel (and a new tab for web links)", () => {
    expect(sanitizeNewsHtml('<a href="https://plinth.example/docs">docs</a>')).toBe(
      '<a href="https://plinth.example/docs" rel="noopener noreferrer" target="_blank">docs</a>',
    );
    expect(sanitizeNewsHtml('<a href="http://x.test/" target="_self" rel="opener">x</a>')).toBe(
      '<a href="http://x.test/" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeNewsHtml('<a href="mailto:help@plinth.example">mail</a>')).toBe(
      '<a href="mailto:help@plinth.example" rel="noopener">mail</a>',
    );
  });

  it("maps other headings and b/i to the allowed ones", () => {
    expect(sanitizeNewsHtml("<h1>a</h1><h2>b</h2><h5>c</h5><b>d</b><i>e</i>")).toBe(
      "<h3>a</h3><h3>b</h3><h4>c</h4><strong>d</strong><em>e</em>",
    );
  });

  it("drops other tags but keeps their text", () => {
    expect(sanitizeNewsHtml('<div class="x"><span style="color:red">text</span></div>')).toBe("text");
    expect(sanitizeNewsHtml("<table><tr><td>cell</td></tr></table>")).toBe("cell");
  });

  it("escapes text so it cannot become markup", () => {
    expect(sanitizeNewsHtml("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
    expect(sanitizeNewsHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe(
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    );
  });
});

// Classic vectors (OWASP XSS filter evasion cheat sheet and friends): none may leave an executable trace.
const vectors: [string, string][] = [
  ["<script>alert(1)</script>", ""],
  ["<SCRIPT SRC=http://x.test/xss.js></SCRIPT>", ""],
  ['<p onclick="alert(1)">x</p>', "<p>x</p>"],
  ['<p ONMOUSEOVER="alert(1)">x</p>', "<p>x</p>"],
  ["<img src=x onerror=alert(1)>", ""],
  ["<svg onload=alert(1)><circle /></svg>", ""],
  ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
  ['<a href=" javascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', "<a>x</a>"],
  ['<a href="jav&#x61;script:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
  ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
  ['<a href="//evil.test/">x</a>', "<a>x</a>"],
  ['<a href="/relative">x</a>', "<a>x</a>"],
  [
    '<a href="https://ok.test/" onclick="alert(1)" style="x">x</a>',
    '<a href="https://ok.test/" rel="noopener noreferrer" target="_blank">x</a>',
  ],
  ['<iframe src="javascript:alert(1)">inner</iframe>', ""],
  ['<object data="x.swf">inner</object>', ""],
  ['<embed src="x.swf">', ""],
  ["<style>body{display:none}</style>", ""],
  ['<link rel="stylesheet" href="http://x.test/x.css">', ""],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
  ['<form action="https://x.test"><input name="p"><button>go</button></form>', "go"],
  ['<base href="javascript:alert(1)//">', ""],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', "x"],
  ["<template><script>alert(1)</script></template>", ""],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ""],
  ['<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
  ["<<script>script>alert(1)<</script>/script>", "&lt;/script&gt;"],
  ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
  ["<!-- <script>alert(1)</script> -->x", "x"],
  ["<![CDATA[<script>alert(1)</script>]]>", ""],
  ['<code onmouseover="alert(1)">x</code>', "<code>x</code>"],
];

describe("sanitizeNewsHtml against XSS vectors", () => {
  it.each(vectors)("%s", (input, expected) => {
    const out = sanitizeNewsHtml(input);
    expect(out).toBe(expected);
  });

  it("never lets a tag outside the allow-list, an event handler or a script URL through", () => {
    const tag = fc.constantFrom("p", "a", "script", "img", "svg", "iframe", "div", "strong", "style", "h3");
    const attr = fc.constantFrom("href", "onclick", "onerror", "style", "src", "srcdoc", "formaction");
    const value = fc.constantFrom(
      "javascript:alert(1)",
      "https://ok.test/",
      "x",
      "data:text/html,<b>",
      '" onload="x',
    );
    const node = fc
      .tuple(tag, attr, value, fc.string({ maxLength: 8 }))
      .map(([t, a, v, text]) => `<${t} ${a}="${v}">${text}</${t}>`);
    fc.assert(
      fc.property(fc.array(node, { maxLength: 6 }), (nodes) => {
        const out = sanitizeNewsHtml(nodes.join(""));
        const tags = [...out.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
        expect(tags.every((t) => ["p", "a", "strong", "h3"].includes(t))).toBe(true);
        expect(out).not.toMatch(/\son\w+=|javascript:|data:text|srcdoc|formaction|style=/i);
      }),
    );
  });

  it("is idempotent: sanitising sanitised HTML changes nothing", () => {
    for (const [input] of vectors) {
      const once = sanitizeNewsHtml(input);
      expect(sanitizeNewsHtml(once)).toBe(once);
    }
  });
});

describe("safeLinkHref", () => {
  it("accepts absolute http, https and mailto URLs only", () => {
    expect(safeLinkHref("https://a.test/x?y=1")).toBe("https://a.test/x?y=1");
    expect(safeLinkHref("mailto:a@b.test")).toBe("mailto:a@b.test");
    for (const bad of [undefined, "", "/x", "//a.test", "ftp://a.test", "javascript:alert(1)", "tel:123"]) {
      expect(safeLinkHref(bad)).toBeNull();
    }
  });
});

describe("hasVisibleText", () => {
  it("is false for markup without text", () => {
    expect(hasVisibleText("<p></p><br />")).toBe(false);
    expect(hasVisibleText("<p>&nbsp; </p>")).toBe(false);
    expect(hasVisibleText("<p>x</p>")).toBe(true);
  });
});
