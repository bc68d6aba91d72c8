// The line table of a large estimate's open, kept as the text it was sent as, by stored state: reading 50,000
// lines a page at a time costs about half a second of the database's time (all of it on the server's one
// thread under PGlite), and a large estimate is opened again and again between edits. A state is named by
// the estimate's `updated_at`, which every line write moves strictly forward in the transaction that writes
// the lines (storeTotals; the engine cache relies on the same stamp), so a text is only ever served for the
// state it was read from. After a write to a large estimate settles, its open is prepared ahead of the next
// request (`prepareOpenSoon`), a page at a time with the event loop free in between, outside any transaction
// so writes are never kept waiting: a write landing meanwhile moves the stamp and the text is dropped.
import { and, eq } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { OpenLinesForm } from "@/lib/contract/estimate";
import type { Scope } from "../scope";
import { linesPage, type PageKey } from "./open-lines";

/** Lines per query of the streamed open: each page goes out (and through the compressor) while the next is read. */
export const OPEN_PAGE_LINES = 5_000;

/** At most this much text is kept (characters, about bytes: the open is ASCII but for descriptions and notes). */
const MAX_CHARS = 64 * 1024 * 1024;
/** How long after a large estimate's last write its open is prepared. */
const PREPARE_AFTER_MS = 1_500;

/** The array's text in the pieces it was read in (one page each), so it streams as it did when read. */
type Entry = { stamp: number; pieces: string[]; chars: number };
// One entry per estimate, form and page size (the blocks follow the pages); most recently used last.
const entries = new Map<string, Entry>();
let chars = 0;

const keyOf = (uid: string, form: OpenLinesForm, pageLines: number) => `${uid} ${form} ${pageLines}`;

/** The lines' text (the array between the open's head and tail, without its brackets) for exactly this stored state, if kept. */
export function cachedOpenLines(uid: string, form: OpenLinesForm, pageLines: number, stamp: Date) {
  const key = keyOf(uid, form, pageLines);
  const entry = entries.get(key);
  if (!entry) return undefined;
  entries.delete(key);
  if (entry.stamp !== stamp.getTime()) {
    chars -= entry.chars;
    return undefined;
  }
  entries.set(key, entry);
  return entry.pieces;
}

export function keepOpenLines(
  uid: string,
  form: OpenLinesForm,
  pageLines: number,
  stamp: Date,
  pieces: string[],
) {
  const size = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (size > MAX_CHARS / 2) return;
  const key = keyOf(uid, form, pageLines);
  const old = entries.get(key);
  if (old) chars -= old.chars;
  entries.delete(key);
  entries.set(key, { stamp: stamp.getTime(), pieces, chars: size });
  chars += size;
  for (const [oldest, entry] of entries) {
    if (chars <= MAX_CHARS) break;
    entries.delete(oldest);
    chars -= entry.chars;
  }
}

/**
 * Every line as the open's array text without its brackets, a page at a time (`onPage` sees each page's piece
 * as it is read). The pages follow the budget order (position, uid), each after the last one's key.
 */
export async function readOpenLines(
  tx: DbOrTx,
  scope: Scope,
  uid: string,
  pageLines: number,
  form: OpenLinesForm,
  onPage: (piece: string) => Promise<void> | void,
): Promise<string[]> {
  const pieces: string[] = [];
  let after: PageKey | null = null;
  for (let first = true; ; first = false) {
    const page = await linesPage(tx, scope, uid, after, pageLines, form);
    // Rows join into one array; each page's block of columns is one element of `blocks`.
    const json = form === "rows" ? page.json.slice(1, -1) : page.json;
    if (page.count > 0) {
      const piece = `${first ? "" : ","}${json}`;
      pieces.push(piece);
      await onPage(piece);
    }
    if (page.count < pageLines) break;
    after = page.last;
  }
  return pieces;
}

/**
 * PGlite answers in-process, its promises settling as microtasks: a turn of the event loop between pages lets
 * the socket writes, the compressor and other requests run instead of waiting for the last page.
 */
export const nextTurn = () => new Promise<void>((resume) => setImmediate(resume));

async function stampOf(scope: Scope, uid: string): Promise<Date | null> {
  const [row] = await db()
    .select({ updatedAt: schema.estimates.updatedAt })
    .from(schema.estimates)
    .where(and(eq(schema.estimates.uid, uid), eq(schema.estimates.companyUid, scope.company.uid)));
  return row?.updatedAt ?? null;
}

/** Reads the editor's open (`?lines=columns`) of the estimate as it is now and keeps it, unless a write lands meanwhile. */
export async function prepareOpen(scope: Scope, uid: string, pageLines = OPEN_PAGE_LINES) {
  const stamp = await stampOf(scope, uid);
  if (!stamp || cachedOpenLines(uid, "columns", pageLines, stamp) !== undefined) return;
  const pieces = await readOpenLines(db(), scope, uid, pageLines, "columns", nextTurn);
  if ((await stampOf(scope, uid))?.getTime() === stamp.getTime()) {
    keepOpenLines(uid, "columns", pageLines, stamp, pieces);
  }
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** After a write to an estimate of more than a page of lines: prepare its open once the writes settle. */
export function prepareOpenSoon(scope: Scope, uid: string, lineCount: number) {
  if (lineCount <= OPEN_PAGE_LINES) return;
  clearTimeout(timers.get(uid));
  const timer = setTimeout(() => {
    timers.delete(uid);
    // A failure only means the next open reads the database, as it would without this.
    prepareOpen(scope, uid).catch(() => {});
  }, PREPARE_AFTER_MS);
  timer.unref?.();
  timers.set(uid, timer);
}
