// The unit mix's derived inputs in the editor's engine (issue 13): derived from the mix and the hand-entered
// inputs exactly as the server does (lib/domain/estimate/unit-mix.ts), so a change of the mix or of GSF shows
// in every line at once.
import type { EstimateEngine } from "@/lib/domain/estimate";
import { normalizeInputName } from "@/lib/domain/estimate/formula";
import { activeMixInputs, type UnitMix } from "@/lib/domain/estimate/unit-mix";

/** The derived inputs as an inputs record, for a new engine. */
export function mixRecord(mix: UnitMix | null, inputs: readonly { name: string; value: number }[]) {
  return Object.fromEntries(activeMixInputs(mix, inputs).map((d) => [d.name, d.value]));
}

/**
 * Puts the derived inputs into the engine and takes out those no longer derived (unless a hand-entered input
 * now has the name); answers the names now derived.
 */
export function syncMixInputs(
  engine: EstimateEngine,
  mix: UnitMix | null,
  inputs: readonly { name: string; value: number }[],
  previous: ReadonlySet<string>,
): Set<string> {
  const derived = activeMixInputs(mix, inputs);
  const names = new Set(derived.map((d) => d.name));
  for (const d of derived) engine.updateInput(d.name, d.value);
  const hand = new Set(inputs.map((i) => normalizeInputName(i.name)));
  for (const name of previous) if (!names.has(name) && !hand.has(name)) engine.deleteInput(name);
  return names;
}
