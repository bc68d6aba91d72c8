// The pure estimate engine's face for the browser (the editor and its panels): the engine, decimals as typed,
// markups and the line model. The server and the tests import the modules themselves.

export { divisionOf } from "./cost-code";
export { parseDecimal } from "./decimal";
export { createEngine } from "./engine";
export type { EscalationRate } from "./escalation";
export { type Markup, validateMarkups } from "./markups";
export type * from "./model";
