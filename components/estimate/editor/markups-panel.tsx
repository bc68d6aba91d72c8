"use client";

// The ordered markup stack, edited in place (markup-card.tsx: one markup's fields). The engine refuses
// stacks it cannot compute and its message shows under the markup; saved as one PUT …/markup with the
// estimate's version. Every change is one step of the editor's history (Ctrl+Z undoes it).
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { type Markup, validateMarkups } from "@/lib/domain/estimate";
import { MarkupCard } from "./markup-card";
import type { MarkupCardProps } from "./markup-edits";
import { useDrafts } from "./use-drafts";
import { type ListPanelProps, useRowErrors } from "./use-row-errors";

const newMarkup = (): Markup => ({
  uid: `m-${Date.now().toString(36)}`,
  name: "New markup",
  kind: "percent",
  percent: 0,
  base: { direct: false, markups: [], running_total: true },
});

export function MarkupsPanel({ store, canEdit, onChange }: ListPanelProps<Markup>) {
  useStoreVersion(store);
  const markups = store.markups;
  const results = new Map(store.totals().markups.map((r) => [r.uid, r]));
  const problems = validateMarkups(markups);
  const { errors, refuse, record } = useRowErrors();
  const drafts = useDrafts(store.listsReset);

  const change = (uid: string, next: Markup[]) => {
    record(uid, onChange(next));
  };
  const edit: MarkupCardProps["edit"] = {
    patch: (m, p) =>
      change(
        m.uid,
        markups.map((x) => (x.uid === m.uid ? { ...x, ...p } : x)),
      ),
    move: (i, d) => {
      const next = [...markups];
      const [m] = next.splice(i, 1);
      next.splice(i + d, 0, m);
      change(m.uid, next);
    },
    remove: (m) =>
      change(
        m.uid,
        markups.filter((x) => x.uid !== m.uid),
      ),
    refuse: (m, message) => refuse(m.uid, message),
  };
  const add = () => {
    const m = newMarkup();
    change(m.uid, [...markups, m]);
  };

  return (
    <section aria-label="Markups" className="space-y-3 text-sm" data-testid="markups-panel">
      {markups.length === 0 ? <p className="text-muted-foreground">No markups.</p> : null}
      <ol className="space-y-3">
        {markups.map((m, i) => (
          <MarkupCard
            key={m.uid}
            markup={m}
            index={i}
            stack={markups}
            result={results.get(m.uid)}
            message={errors[m.uid] ?? problems.find((p) => p.uid === m.uid)?.message}
            canEdit={canEdit}
            drafts={drafts}
            edit={edit}
          />
        ))}
      </ol>
      {canEdit ? (
        <Button size="sm" variant="outline" onClick={add}>
          <Plus /> Add markup
        </Button>
      ) : null}
    </section>
  );
}
