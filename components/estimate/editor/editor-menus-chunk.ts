// The editor's dropdown menus, as one chunk loaded on first use (./editor-menus.tsx).
export { ImportMenu } from "../import/import-menu";
export { BulkMenu } from "./bulk-menu";
export { ExportMenu } from "./export-menu";
