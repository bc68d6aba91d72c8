"use client";

import { useQueryClient } from "@tanstack/react-query";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { ShowMoreButton } from "@/components/shared/list-states";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/client/api";
import {
  markNewsSeen,
  type NewsItem,
  type NewsPage,
  newsItems,
  newsKeys,
  useNewsList,
  useNewsMutations,
} from "@/lib/client/news";
import { toast } from "@/lib/client/use-toast";
import { formatNewsDate } from "@/lib/domain/news";
import type { DeleteNewsDialogProps } from "./delete-news-dialog";
import { NewsBody } from "./news-body";
import type { NewsFormDialogProps } from "./news-form-dialog";

// Only staff ever open the form: its code loads on first use, with the screen-load retry/reload policy.
const NewsFormDialog = lazyWithRetry<NewsFormDialogProps>(() =>
  import("./news-form-dialog").then((m) => ({ default: m.NewsFormDialog })),
);
// So does the delete confirmation (Radix Dialog); once asked for it stays mounted, so it closes animated.
const DeleteNewsDialog = lazyWithRetry<DeleteNewsDialogProps>(() =>
  import("./delete-news-dialog").then((m) => ({ default: m.DeleteNewsDialog })),
);

/**
 * The Updates page's list, newest first. Opening it marks the newest title as seen (the
 * header's dot clears); so does a newer item appearing while it is open. Staff add, edit and delete.
 */
export function ProductNews({ initial, isStaff }: { initial: NewsPage; isStaff: boolean }) {
  const list = useNewsList(initial);
  const items = newsItems(list.data);
  const newestTitle = items[0]?.title;
  const mutations = useNewsMutations();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<NewsItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const [deleteAsked, setDeleteAsked] = useState(false);
  if (deleting && !deleteAsked) setDeleteAsked(true);

  useEffect(() => {
    if (newestTitle) markNewsSeen(newestTitle);
  }, [newestTitle]);

  // A stale edit (412) leaves the dialog open with the server's message; reload the list behind it.
  const refreshOnConflict = (error: unknown) => {
    if (error instanceof ApiClientError && (error.status === 412 || error.status === 404)) {
      void queryClient.invalidateQueries({ queryKey: newsKeys.all });
    }
    throw error;
  };

  const save = async (fields: Parameters<typeof mutations.create.mutateAsync>[0]) => {
    if (editing && editing !== "new") {
      await mutations.update.mutateAsync({ item: editing, fields }).catch(refreshOnConflict);
      toast({ title: "Success", description: "Update saved" });
    } else {
      await mutations.create.mutateAsync(fields);
      toast({ title: "Success", description: "Update added" });
    }
  };

  const remove = async (item: NewsItem) => {
    await mutations.remove.mutateAsync(item).catch(refreshOnConflict);
    toast({ title: "Success", description: "Update deleted" });
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">Product updates</h1>
          <p className="text-muted-foreground text-sm">What is new in Plinth, newest first.</p>
        </div>
        {isStaff && (
          <Button onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" />
            Add update
          </Button>
        )}
      </div>

      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground text-sm">
          No product updates yet.
        </p>
      ) : (
        <ol className="grid gap-4" aria-label="Product updates" data-testid="news-list">
          {items.map((item) => (
            <li key={item.uid} data-testid="news-item">
              <article
                aria-labelledby={`news-${item.uid}`}
                className="grid gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6"
              >
                <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <div className="grid min-w-0 gap-1">
                    <time
                      dateTime={item.date}
                      className="font-medium text-muted-foreground text-xs uppercase tracking-wide"
                    >
                      {formatNewsDate(item.date)}
                    </time>
                    <h2 id={`news-${item.uid}`} className="font-semibold text-lg leading-snug">
                      {item.title}
                    </h2>
                  </div>
                  {isStaff && (
                    <div className="-mr-2 flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(item)}
                        aria-label={`Edit “${item.title}”`}
                      >
                        <PencilIcon aria-hidden="true" />
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        onClick={() => setDeleting(item)}
                        aria-label={`Delete “${item.title}”`}
                      >
                        <Trash2Icon aria-hidden="true" />
                        Delete
                      </Button>
                    </div>
                  )}
                </header>
                <NewsBody html={item.description} />
              </article>
            </li>
          ))}
        </ol>
      )}

      {list.hasNextPage && (
        <div className="flex justify-center">
          <ShowMoreButton list={list} className="">
            Show older updates
          </ShowMoreButton>
        </div>
      )}

      {isStaff && (
        <>
          {editing !== null && (
            <NewsFormDialog
              open
              onOpenChange={(open) => !open && setEditing(null)}
              item={editing && editing !== "new" ? editing : undefined}
              onSubmit={save}
            />
          )}
          {deleteAsked && (
            <DeleteNewsDialog
              item={deleting}
              onOpenChange={(open) => !open && setDeleting(null)}
              onConfirm={remove}
            />
          )}
        </>
      )}
    </div>
  );
}
