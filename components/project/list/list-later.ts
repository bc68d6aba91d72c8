// What /project shows once it has something to show (project-list-page.tsx): the filter panel, the summary
// band, the records table and its pager, one chunk downloading from page load but not part of the first load.
export { FilterPanel } from "./filter-panel";
export { Pager } from "./pager";
export { RecordsTable } from "./records-table";
export { SummaryBand } from "./summary-band";
