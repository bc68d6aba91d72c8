// The native checkbox's look (the filter checklists, the markup rows), apart from the pickers that use it so a
// page with a checkbox does not load Radix Popover.
export const checkboxClassName =
  "size-4 shrink-0 rounded border-input accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1";
