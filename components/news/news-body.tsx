import { cn } from "@/lib/utils";

/**
 * A news description. The HTML was sanitised by the server on write and again on read (only p, br,
 * strong, em, ul, ol, li, a, code, h3, h4 survive), so it is safe to set as markup here.
 */
export function NewsBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "grid gap-2 text-foreground/90 text-sm leading-relaxed",
        "[&_h3]:mt-1 [&_h3]:font-semibold [&_h3]:text-base [&_h4]:font-semibold",
        "[&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline",
        "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]",
        "[&_strong]:font-semibold [&_strong]:text-foreground",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side by lib/domain/news-html.ts
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
