import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = {
  shown: number;
  total: number;
  limit: number;
  /** Zero-based page number, or null when unknown (a page URL opened directly). */
  pageIndex: number | null;
  hasNext: boolean;
  hasPrevious: boolean;
  onNext: () => void;
  onPrevious: () => void;
};

/** Cursor paging: "51–100 of 1,234" with Previous / Next. */
export function Pager({ shown, total, limit, pageIndex, hasNext, hasPrevious, onNext, onPrevious }: Props) {
  const first = pageIndex === null ? null : pageIndex * limit + 1;
  const text =
    first === null
      ? `${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} records`
      : `${first.toLocaleString("en-US")}–${(first + shown - 1).toLocaleString("en-US")} of ${total.toLocaleString("en-US")} records`;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-muted-foreground text-sm tabular-nums" data-testid="pager-text" aria-live="polite">
        {text}
      </p>
      {(hasNext || hasPrevious) && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
            <ChevronLeftIcon />
            {pageIndex === null && hasPrevious ? "First page" : "Previous"}
          </Button>
          <Button variant="outline" size="sm" disabled={!hasNext} onClick={onNext}>
            Next
            <ChevronRightIcon />
          </Button>
        </div>
      )}
    </nav>
  );
}
