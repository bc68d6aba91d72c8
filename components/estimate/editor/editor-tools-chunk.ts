// The editor's toolbar pieces built on Radix Popover and DropdownMenu, as one chunk (./editor-tools.tsx).
export { ViewToolbar } from "./view-toolbar";
export { ViewsMenu } from "./views-menu";
