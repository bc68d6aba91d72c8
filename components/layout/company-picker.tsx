"use client";

import { useQuery } from "@tanstack/react-query";
import { CheckIcon } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api";
import { companiesQueryKey, fetchAllCompanies } from "@/lib/client/companies";
import { filterCompanies, stepIndex } from "@/lib/ui/company-filter";
import { cn } from "@/lib/utils";

type CompanyPickerProps = {
  activeUid: string;
  ownUid: string;
  onSelect: (uid: string) => void;
};

/** A search box over a listbox (the ARIA combobox pattern): arrows move, Enter chooses, typing filters. */
export function CompanyPicker({ activeUid, ownUid, onSelect }: CompanyPickerProps) {
  const listId = useId();
  const [search, setSearch] = useState("");
  const [highlighted, setHighlighted] = useState(-1);
  const query = useQuery({ queryKey: companiesQueryKey, queryFn: fetchAllCompanies, staleTime: 60_000 });
  const options = useMemo(() => filterCompanies(query.data ?? [], search), [query.data, search]);
  const optionId = (i: number) => `${listId}-option-${i}`;

  function move(next: number) {
    setHighlighted(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(stepIndex(highlighted, event.key === "ArrowDown" ? 1 : -1, options.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      // With one match left, Enter takes it without an arrow press first.
      const choice = options[highlighted] ?? (options.length === 1 ? options[0] : undefined);
      if (choice) onSelect(choice.uid);
    }
  }

  return (
    <div className="flex flex-col">
      <input
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        aria-label="Search companies"
        placeholder="Search companies..."
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setHighlighted(e.target.value.trim() ? 0 : -1);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full border-b bg-transparent px-3 text-base outline-none placeholder:text-muted-foreground md:text-sm"
      />
      {query.isPending && (
        <div className="flex justify-center p-4">
          <Spinner label="Loading companies" />
        </div>
      )}
      {query.isError && <p className="p-3 text-destructive text-sm">{errorMessage(query.error)}</p>}
      {query.isSuccess && options.length === 0 && (
        <p className="p-4 text-center text-muted-foreground text-sm">No companies found.</p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label="Companies"
        className={cn("max-h-72 overflow-y-auto p-1", options.length === 0 && "hidden")}
      >
        {options.map((company, i) => (
          // Focus stays in the search box (aria-activedescendant), so the keys are handled there.
          // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter on the combobox input choose.
          <div
            key={company.uid}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === highlighted}
            data-active={company.uid === activeUid || undefined}
            onMouseMove={() => setHighlighted(i)}
            // Keep focus in the search box; the click itself chooses.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onSelect(company.uid)}
            className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
          >
            <CheckIcon
              aria-hidden="true"
              className={cn("size-4 shrink-0", company.uid === activeUid ? "opacity-100" : "opacity-0")}
            />
            <span className="truncate">{company.company_name}</span>
            {company.uid === ownUid && (
              <span className="ml-auto shrink-0 text-muted-foreground text-xs">Your company</span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
