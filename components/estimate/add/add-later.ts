// The new-estimate screen's parts shown on a choice (add-estimate-screen.tsx): the template and estimate
// pickers and what a linked project brings, one chunk downloading from page load but not part of the first load.
export { EstimatePicker } from "../estimate-picker";
export { TemplatePicker } from "../templates/template-picker";
export { ProjectTakes } from "./project-takes";
