import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnswerMarkdown } from "@/components/ai/answer-markdown";

const render = (text: string) => renderToStaticMarkup(createElement(AnswerMarkdown, { text }));

describe("AnswerMarkdown (an answer's Markdown, rendered safely)", () => {
  it("renders GFM tables, lists, bold and app links", () => {
    const html = render(
      "**Median $312/GSF** (n = 7)\n\n- P25 $280\n- P75 $340\n\n| Record | $/GSF |\n|---|--:|\n| [Tower](/project-record/00000000-0000-4000-8000-000000000001) | 312 |\n",
    );
    expect(html).toContain('<strong class="font-semibold">Median $312/GSF</strong>');
    expect(html).toContain("<li>P25 $280</li>");
    expect(html).toContain("<table");
    expect(html).toContain('href="/project-record/00000000-0000-4000-8000-000000000001"');
    expect(html).toMatch(/<td class="[^"]*text-right[^"]*">312<\/td>/);
  });

  it("drops raw HTML and unsafe links; web links open in a new tab without an opener", () => {
    const html = render(
      "<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](//evil.test/x) [c](https://example.com/p) ![pic](https://evil.test/p.png)",
    );
    expect(html).not.toMatch(/<script|<img|onerror|javascript:|evil\.test/);
    expect(html).toContain('<a href="https://example.com/p" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("<span>pic</span>");
  });
});
