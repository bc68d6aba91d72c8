import { type LucideIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { ErrorPanel } from "@/components/feedback/error-panel";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api";

/** A list that failed to load: the error's message and a button that asks again. */
export function RetryErrorPanel({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <ErrorPanel
      title={title}
      message={errorMessage(error)}
      actions={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** The dashed box shown instead of an empty list: an icon in a circle, then the texts and buttons. */
export function EmptyListPanel({
  icon: Icon,
  testId,
  children,
}: {
  icon: LucideIcon;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center"
      data-testid={testId}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {children}
    </div>
  );
}

/** The primary "New …" button that links to a create page. */
export function NewItemLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link href={href}>
        <PlusIcon />
        {children}
      </Link>
    </Button>
  );
}

type FirstItemProps = {
  title: string;
  canEdit: boolean;
  /** What an editor can do next, and what everyone else is told instead. */
  editorText: string;
  viewerText: string;
  href: string;
  action: string;
};

/** The empty state of a list that has nothing yet: editors get the button that creates the first one. */
export function FirstItemPrompt({ title, canEdit, editorText, viewerText, href, action }: FirstItemProps) {
  return (
    <>
      <h2 className="font-semibold">{title}</h2>
      <p className="max-w-sm text-muted-foreground text-sm">{canEdit ? editorText : viewerText}</p>
      {canEdit && <NewItemLink href={href}>{action}</NewItemLink>}
    </>
  );
}

/** The next page of an infinite list, when there is one; it spins while the page loads. */
export function ShowMoreButton({
  list,
  className = "w-fit",
  children,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  className?: string;
  children: ReactNode;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage && <Spinner />}
      {children}
    </Button>
  );
}
