import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = {
  shown: number;
  /** How many match, or null when not known (a cursor page opened directly, before its count arrives). */
  total: number | null;
  limit: number;
  /** Zero-based page number, or null when unknown (a page URL opened directly). */
  pageIndex: number | null;
  hasNext: boolean;
  hasPrevious: boolean;
  onNext: () => void;
  onPrevious: () => void;
};

const count = (n: number) => n.toLocaleString("en-US");

function pagerText(shown: number, total: number | null, first: number | null) {
  const range = first === null ? count(shown) : `${count(first)}–${count(first + shown - 1)}`;
  return total === null ? `${range} records` : `${range} of ${count(total)} records`;
}

/** Cursor paging: "51–100 of 1,234" with Previous / Next. */
export function Pager({ shown, total, limit, pageIndex, hasNext, hasPrevious, onNext, onPrevious }: Props) {
  const first = pageIndex === null ? null : pageIndex * limit + 1;
  const text = pagerText(shown, total, first);
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
