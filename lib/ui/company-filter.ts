// The staff company switcher's search: case-insensitive substring match on company_name.
export type CompanyOption = { uid: string; company_name: string };

export function filterCompanies<T extends CompanyOption>(companies: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...companies];
  return companies.filter((c) => c.company_name.toLocaleLowerCase().includes(needle));
}

/** The option a keyboard step lands on: wraps around at both ends; -1 when the list is empty. */
export function stepIndex(current: number, delta: number, length: number): number {
  if (length === 0) return -1;
  if (current < 0) return delta > 0 ? 0 : length - 1;
  return (((current + delta) % length) + length) % length;
}
