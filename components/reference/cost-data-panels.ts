// The panels behind Settings › Cost data's other tabs, one chunk loaded after the page (cost-data-settings.tsx).
export { BuildingTypesPanel } from "./building-types-panel";
export { CostIndexPanel } from "./cost-index-panel";
export { EscalationPanel } from "./escalation-panel";
export { LocationPanel } from "./location-panel";
export { UnitsPanel } from "./units-panel";
