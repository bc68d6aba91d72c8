"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";

/**
 * The one place an answer's link targets are decided: a path inside the app ("/project-record/…", never
 * "//host") or an absolute http(s) URL; anything else (javascript:, data:, relative paths) renders as text.
 */
function safeAnswerHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function AnswerLink({ href, children }: ComponentProps<"a">) {
  const safe = safeAnswerHref(href);
  const className = "font-medium text-primary underline underline-offset-2 hover:no-underline";
  if (!safe) return <span>{children}</span>;
  if (safe.startsWith("/")) {
    return (
      <Link href={safe} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

// Elements only, styled here: the answer's Markdown never reaches the page as HTML (raw HTML in it is
// dropped, images are shown as their alt text), and every link goes through safeAnswerHref.
const components: Components = {
  a: ({ href, children }) => <AnswerLink href={href}>{children}</AnswerLink>,
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  h1: ({ children }) => <h3 className="mt-4 mb-2 font-semibold text-base first:mt-0">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-4 mb-2 font-semibold text-base first:mt-0">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-3 mb-1.5 font-semibold first:mt-0">{children}</h4>,
  h4: ({ children }) => <h4 className="mt-3 mb-1.5 font-semibold first:mt-0">{children}</h4>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-l-2 pl-3 text-muted-foreground">{children}</blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-md bg-muted p-3 text-xs">{children}</pre>
  ),
  img: ({ alt }) => <span>{alt}</span>,
  hr: () => <hr className="my-3 border-border" />,
  table: ({ children }) => (
    <div className="my-3 overflow-x-auto rounded-md border">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  thead: ({ children }) => <thead className="bg-muted/60">{children}</thead>,
  th: ({ children, style }) => (
    <th
      className={cn(
        "whitespace-nowrap border-b px-3 py-2 text-left font-medium",
        style?.textAlign === "right" && "text-right",
      )}
    >
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td
      className={cn(
        "whitespace-nowrap border-b px-3 py-1.5 align-top tabular-nums first:min-w-40 first:whitespace-normal [tr:last-child>&]:border-b-0",
        style?.textAlign === "right" && "text-right",
      )}
    >
      {children}
    </td>
  ),
};

/** An answer's Markdown (GFM tables, lists, bold, links) as React elements. */
export function AnswerMarkdown({ text }: { text: string }) {
  return (
    <div className="break-words text-sm leading-relaxed" data-testid="ai-answer-markdown">
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={components}
        skipHtml
        urlTransform={(url) => safeAnswerHref(url) ?? ""}
      >
        {text}
      </Markdown>
    </div>
  );
}
