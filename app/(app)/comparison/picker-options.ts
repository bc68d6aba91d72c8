// What the comparison pages' pickers need from the server so they paint with the page: the project
// database's filter choices (building types, states, metros) and the normalisation places.
import type { CheckOption } from "@/components/project/list/check-picker";
import type { FilterOptions } from "@/components/project/list/filter-panel";
import type { LocationChoice } from "@/components/project/record/use-location-choices";
import { periodStartFromNumber } from "@/lib/domain/reference/periods";
import type { getPageScope } from "@/lib/server/page-scope";
import { loadSeries } from "@/lib/server/project/context";
import { listBuildingTypes } from "@/lib/server/reference/building-types";
import { listLocationIndexes } from "@/lib/server/reference/location-index";

type Scope = Awaited<ReturnType<typeof getPageScope>>;

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** The same choices /project offers (app/(app)/project/page.tsx builds them alike). */
export async function pickerOptions(
  scope: Scope,
): Promise<{ options: FilterOptions; locations: LocationChoice[] }> {
  const [types, indexes] = await Promise.all([listBuildingTypes(scope), listLocationIndexes(scope)]);
  const allTypes = types.query.map((uid) => types.content[uid]!).filter(Boolean);
  const buildingTypes: CheckOption[] = allTypes
    .filter((t) => t.level === 1)
    .flatMap((category) => [
      { value: category.uid, label: category.name },
      ...allTypes
        .filter((t) => t.parent_uid === category.uid)
        .map((t) => ({ value: t.uid, label: t.name, parent: category.uid, keywords: category.name })),
    ]);
  const all = indexes.list.query.map((uid) => indexes.list.content[uid]!).filter(Boolean);
  const states = all
    .filter((l) => l.kind === "state")
    .map((l) => ({ value: l.key.toUpperCase(), label: l.label, keywords: l.key }))
    .sort(byLabel);
  const metros = all
    .filter((l) => l.kind === "metro")
    .map((l) => ({ value: l.key, label: l.label }))
    .sort(byLabel);
  const seen = new Set<string>();
  const locations = all
    .filter((l) => !seen.has(l.key) && seen.add(l.key))
    .map((l) => ({ key: l.key, label: l.label, kind: l.kind }))
    .sort(byLabel);
  return { options: { buildingTypes, states, metros }, locations };
}

/**
 * The default normalisation date: today, or the cost index's last period when today is past it (as the
 * record page does), so a new comparison is not refused for a date the index does not reach yet.
 */
export async function defaultTargetDate(scope: Scope): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const loaded = await loadSeries(scope);
  const keys = loaded?.series.keys ?? [];
  if (!loaded || keys.length === 0) return today;
  const { frequency } = loaded.series;
  const from = periodStartFromNumber(keys[0]!, frequency);
  const to = periodStartFromNumber(keys[keys.length - 1]!, frequency);
  return [from, today, to].sort()[1]!;
}
