// Reading the lines of `GET /estimate/{uid}` in either of its forms (estimate-open.ts): no schema library, so
// the editor's first load carries only this.

/** The lines of an open answer, either form. */
export type OpenLines = { fields: string[]; rows: unknown[][] } | { fields: string[]; blocks: unknown[][][] };

/**
 * Calls `each` once per line in budget order, from either form; `value(i)` reads the line's value of field
 * `fields[i]` (valid during that call only: one reader per form, not one object per line).
 */
export function forEachOpenLine(lines: OpenLines, each: (value: (field: number) => unknown) => void) {
  if ("rows" in lines) {
    let row: unknown[] = [];
    const value = (field: number) => row[field];
    for (row of lines.rows) each(value);
    return;
  }
  for (const block of lines.blocks) {
    let line = 0;
    const value = (field: number) => block[field]?.[line];
    const length = block[0]?.length ?? 0;
    for (; line < length; line++) each(value);
  }
}

/** What the editor opens (and its page preloads): the lines as blocks of columns, fewer arrays to parse. */
export const editorOpenPath = (estimateUid: string) => `/estimate/${estimateUid}?lines=columns`;
