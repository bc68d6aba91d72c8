"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ExternalLinkIcon, SearchIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { IconButton } from "@/components/shared/icon-button";
import { Input } from "@/components/ui/input";
import { LazyAnchoredPopover } from "@/components/ui/lazy-menu";
import { Spinner } from "@/components/ui/spinner";
import { fetchProjects, type ProjectDto, projectKeys } from "@/lib/client/projects";

type Props = {
  id: string;
  companyUid: string;
  value: { uid: string; name: string };
  /** The chosen project (`project` with it, for what it fills), or `{ uid: "", name: "" }` when unlinked. */
  onChange: (value: { uid: string; name: string; project?: ProjectDto }) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** Links the estimate to a project of the database: search by name/number/client, or open "New project". */
export function ProjectPicker({ id, companyUid, value, onChange, invalid, describedBy }: Props) {
  const [text, setText] = useState("");
  const [debounced, setDebounced] = useState("");
  const [open, setOpen] = useState(false);
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const t = window.setTimeout(() => setDebounced(text), 250);
    return () => window.clearTimeout(t);
  }, [text]);
  const term = debounced.trim();
  const projects = useQuery({
    queryKey: projectKeys.projects(companyUid, term),
    queryFn: () => fetchProjects({ q: term, limit: 20 }),
    enabled: open && term.length > 0,
    placeholderData: keepPreviousData,
  });
  const items = projects.data
    ? projects.data.query.map((uid) => projects.data.content[uid]!).filter(Boolean)
    : [];

  if (value.uid) {
    return (
      <div
        className="flex min-h-9 items-center gap-2 rounded-md border px-3 py-1.5 text-sm"
        data-testid="linked-project"
      >
        <Link
          href={`/project/${value.uid}`}
          title="Open the project (its latest record)"
          target="_blank"
          className="inline-flex min-w-0 items-center gap-1 font-medium text-primary hover:underline"
        >
          <span className="truncate">{value.name || "Linked project"}</span>
          <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
        </Link>
        <IconButton
          type="button"
          className="ml-auto size-7"
          label="Unlink the project"
          onClick={() => onChange({ uid: "", name: "" })}
        >
          <XIcon />
        </IconButton>
      </div>
    );
  }

  return (
    <>
      <div className="relative" ref={anchor}>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          role="combobox"
          aria-expanded={open && text.trim().length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder="Search the project database…"
          className="pl-9"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setOpen(false);
          }}
        />
      </div>
      <LazyAnchoredPopover anchor={anchor} open={open && text.trim().length > 0} onOpenChange={setOpen}>
        {(ui) => (
          <ui.PopoverContent
            align="start"
            className="w-(--radix-popover-trigger-width) min-w-72 p-1"
            onOpenAutoFocus={(e) => e.preventDefault()}
          >
            <div id={listId} role="listbox" aria-label="Projects" className="max-h-64 overflow-y-auto">
              {projects.isFetching && items.length === 0 && (
                <p className="flex items-center gap-2 px-2 py-2 text-muted-foreground text-sm">
                  <Spinner /> Searching…
                </p>
              )}
              {projects.isError && (
                <p className="px-2 py-2 text-destructive text-sm">
                  The project database could not be searched.
                </p>
              )}
              {!projects.isFetching && !projects.isError && items.length === 0 && (
                <p className="px-2 py-2 text-muted-foreground text-sm">No projects match “{text.trim()}”.</p>
              )}
              {items.map((p) => (
                <button
                  key={p.uid}
                  type="button"
                  role="option"
                  aria-selected={false}
                  className="grid w-full rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                  onClick={() => {
                    onChange({ uid: p.uid, name: p.name, project: p });
                    setText("");
                    setOpen(false);
                  }}
                >
                  <span className="truncate font-medium">{p.name}</span>
                  <span className="truncate text-muted-foreground text-xs">
                    {[p.number, p.client, [p.city, p.state].filter(Boolean).join(", ")]
                      .filter(Boolean)
                      .join(" · ") || "—"}
                  </span>
                </button>
              ))}
            </div>
            <div className="border-t p-1">
              <Link
                href="/project/new"
                target="_blank"
                className="flex items-center gap-1 rounded-sm px-2 py-1.5 text-primary text-sm hover:bg-accent"
              >
                New project in the database
                <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
              </Link>
            </div>
          </ui.PopoverContent>
        )}
      </LazyAnchoredPopover>
    </>
  );
}
