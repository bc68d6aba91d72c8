// What happens when a save meets a newer line (412, or someone's change arriving while ours is pending):
// the server's line is taken; each field the user changed is re-applied unless the other person changed
// that same field too — then their value stays and the user is told who won.
import { fieldLabel } from "./columns";
import { LINE_FIELDS, type LineDto, type LineField, type LineFields, pickFields, sameValue } from "./types";

export interface MergeNotice {
  field: LineField;
  message: string;
}

export interface MergeResult {
  /** The line to show. */
  line: LineFields;
  /** The user's fields to send again (with the server's version). */
  keep: LineField[];
  /** Fields where the other person's value was kept. */
  lost: LineField[];
  notices: MergeNotice[];
}

export function mergeLine(
  mine: { line: LineFields; base: LineFields | null; fields: Iterable<LineField> },
  server: LineDto,
): MergeResult {
  const theirs = pickFields(server);
  const line: LineFields = { ...theirs };
  const keep: LineField[] = [];
  const lost: LineField[] = [];
  const notices: MergeNotice[] = [];
  const who = server.updated_by_name?.trim() || "Someone else";
  const where = theirs.cost_code || mine.line.cost_code || "a line";
  for (const f of new Set(mine.fields)) {
    if (!LINE_FIELDS.includes(f)) continue;
    const theyChanged = mine.base === null || !sameValue(mine.base[f], theirs[f]);
    if (theyChanged && !sameValue(theirs[f], mine.line[f])) {
      lost.push(f);
      notices.push({
        field: f,
        message: `${who} changed ${fieldLabel(f)} on ${where} — their value was kept`,
      });
      continue;
    }
    (line as Record<string, unknown>)[f] = mine.line[f];
    if (!sameValue(theirs[f], mine.line[f])) keep.push(f);
  }
  return { line, keep, lost, notices };
}
