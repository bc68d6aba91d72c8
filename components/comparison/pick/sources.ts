// The new-comparison screen's three sources (the record picker, similar records, the estimate checklist), one
// chunk loaded after the screen (add-comparison-screen.tsx).
export { EstimateChecklist } from "./estimate-checklist";
export { RecordPicker } from "./record-picker";
export { SimilarRecords } from "./similar-records";
