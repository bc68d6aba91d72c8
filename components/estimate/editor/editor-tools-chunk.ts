// The editor's pieces built on Radix Popover, DropdownMenu and Tabs, as one chunk (./editor-tools.tsx).
export { EditorPanels } from "./editor-panels";
export { MarkupsPanel } from "./markups-panel";
export { ViewToolbar } from "./view-toolbar";
export { ViewsMenu } from "./views-menu";
