/**
 * Text order with numbers compared as numbers ("2" before "10"), English rules. One collator for the process:
 * `a.localeCompare(b, "en", { numeric: true })` builds a new ICU collator on every call, which made sorting a
 * record's divisions the costliest part of answering its GET.
 */
export const naturalCompare = new Intl.Collator("en", { numeric: true }).compare;
