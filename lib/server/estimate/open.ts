// Opening an estimate: the header, every line as one compact table in budget order, the escalation table and
// the location index. Built as JSON text in SQL, a page at a time, so 50,000 lines are never turned into
// objects and back and the answer streams.
import { and, eq, sql } from "drizzle-orm";
import { type Db, db, schema } from "@/db";
import { type EstimateOpenDto, lineFields, type OpenLinesForm } from "@/lib/contract/estimate";
import type { LocationTable } from "@/lib/domain/project/normalise";
import { NotFoundError } from "../errors";
import { loadLocationTable } from "../project/context";
import type { Scope } from "../scope";
import { loadEscalationRates, readEstimate, selectWithNames } from "./core";
import { type EstimateRowWithNames, estimateDto } from "./dto";
import { cachedOpenLines, keepOpenLines, nextTurn, OPEN_PAGE_LINES, readOpenLines } from "./open-cache";
import { wholeLinesSql } from "./open-lines";

const { estimates } = schema;

export async function getEstimate(scope: Scope, uid: string) {
  return estimateDto(await readEstimate(db(), scope, uid));
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The estimate's location index: its metro (a key, or a name read with its state), else its state. */
export function estimateLocationIndex(
  table: LocationTable,
  e: { metro: string | null; state: string | null },
) {
  const metro = e.metro?.trim()
    ? (table.metros.get(e.metro.trim().toLowerCase()) ??
      (e.state ? table.metros.get(slug(`${e.metro} ${e.state}`)) : undefined))
    : undefined;
  return metro ?? (e.state ? table.states.get(e.state.toUpperCase()) : undefined) ?? null;
}

/**
 * The estimate's location index against the national average (× 0.93): its metro (a key such as
 * "houston-tx", or a name read with its state), else its state; null when neither is in the company's table.
 */
export function estimateLocation(
  table: LocationTable,
  e: { metro: string | null; state: string | null },
): { factor: number; label: string; note: string | null } | null {
  const index = estimateLocationIndex(table, e);
  if (!index) return null;
  // A city the table does not list falls back to its state's figure, and says so.
  const metro = e.metro?.trim();
  const fellBack = Boolean(metro) && e.state && index === table.states.get(e.state.toUpperCase());
  return {
    factor: Math.round((index.value / 100) * 100_000) / 100_000,
    label: `${index.label} ${index.value} / National 100`,
    note: fellBack ? `${metro} is not in the location table; using ${index.label}'s figure` : null,
  };
}

type OpenParts = { rates: unknown; locations: LocationTable; form: OpenLinesForm };

/** The document up to the lines' array: the estimate, the line fields, and `"rows":` or `"blocks":`. */
const openHead = (row: EstimateRowWithNames, form: OpenLinesForm) =>
  `{"estimate":${JSON.stringify(estimateDto(row))},"lines":{"fields":${JSON.stringify(lineFields)},"${form === "rows" ? "rows" : "blocks"}":`;

/** The document after the lines' array: the escalation table and the location index. */
function openTail(row: EstimateRowWithNames, { rates, locations }: OpenParts) {
  const location = estimateLocation(locations, row);
  return `},"escalation_rates":${JSON.stringify(rates)},"location_factor":${JSON.stringify(location?.factor ?? null)},"location_label":${JSON.stringify(location?.label ?? null)},"location_note":${JSON.stringify(location?.note ?? null)}}`;
}

/**
 * The estimate with its names and, when its stored line count is at most `pageLines`, every line as the
 * document's lines array text (else null). Built once per database handle and form: building this statement
 * (the estimate's columns, every line field) cost more CPU than anything else in the request.
 */
function prepareHeaderAndLines(handle: Db, form: OpenLinesForm) {
  const [uid, company] = [sql.placeholder("uid"), sql.placeholder("company")];
  const lines = sql<string | null>`case when ${estimates.lineCount} <= ${sql.placeholder("pageLines")}::int
    then ${wholeLinesSql(sql`${uid}`, sql`${company}`, form)} end`;
  return selectWithNames(handle, { lines })
    .where(and(eq(estimates.uid, uid), eq(estimates.companyUid, company)))
    .prepare(`estimate_open_${form}`);
}
const prepared = new WeakMap<Db, Map<OpenLinesForm, ReturnType<typeof prepareHeaderAndLines>>>();

function headerAndLines(form: OpenLinesForm) {
  const handle = db();
  const forms = prepared.get(handle) ?? new Map();
  prepared.set(handle, forms);
  const query = forms.get(form) ?? prepareHeaderAndLines(handle, form);
  forms.set(form, query);
  return query;
}

/**
 * `GET /estimate/{uid}` as JSON text: the estimate, every line as one array in `lineFields` order (or, in the
 * `columns` form, each page as a block of one array per field), and the escalation table — the document the
 * contract declares. An estimate whose lines fit one page is read in one statement (the header and its lines,
 * one snapshot, one round trip) and answered as one string. A larger one streams, a page of lines at a time,
 * so compression and the transfer run while the next page is read and the event loop is free between pages.
 * Resolves once the estimate is read (a foreign or unknown one rejects with NotFoundError before anything is
 * sent). The stored line count only chooses the way: the one-statement read has no limit, so it is whole
 * whatever the count says.
 */
export async function openEstimateStream(
  scope: Scope,
  uid: string,
  pageLines = OPEN_PAGE_LINES,
  form: OpenLinesForm = "rows",
): Promise<{ body: string | ReadableStream<Uint8Array>; version: number }> {
  const [[found], rates, locations] = await Promise.all([
    headerAndLines(form).execute({ uid, company: scope.company.uid, pageLines }),
    loadEscalationRates(scope.company.uid),
    loadLocationTable(scope),
  ]);
  if (!found) throw new NotFoundError();
  const { estimate, lines, ...names } = found;
  const parts = { rates, locations, form };
  if (lines !== null) {
    const row = { ...estimate, ...names };
    return { body: `${openHead(row, form)}${lines}${openTail(row, parts)}`, version: row.version };
  }
  return streamOpen(scope, uid, pageLines, parts);
}

/**
 * The open of a large estimate as a stream. The pages are read in one read-only REPEATABLE READ transaction
 * (one snapshot, the header read again inside it) that runs at the database's pace, not the reader's: a slow
 * client does not hold a connection (under PGlite, the only one); the pages wait in the stream's queue. The
 * line table read for a stored state is kept (open-cache.ts), so the next open of that state sends it as is.
 */
async function streamOpen(
  scope: Scope,
  uid: string,
  pageLines: number,
  parts: OpenParts,
): Promise<{ body: ReadableStream<Uint8Array>; version: number }> {
  const { form } = parts;
  const encoder = new TextEncoder();
  let out!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
    },
  });
  const send = (text: string) => out.enqueue(encoder.encode(text));
  const version = await new Promise<number>((resolve, reject) => {
    db()
      .transaction(
        async (tx) => {
          const row = await readEstimate(tx, scope, uid);
          resolve(row.version);
          send(`${openHead(row, form)}[`);
          const sendPiece = (piece: string) => {
            send(piece);
            return nextTurn();
          };
          // Kept from an earlier open of this very state, the pages go out as they did then.
          const cached = cachedOpenLines(uid, form, pageLines, row.updatedAt);
          if (cached) for (const piece of cached) await sendPiece(piece);
          else {
            const pieces = await readOpenLines(tx, scope, uid, pageLines, form, sendPiece);
            keepOpenLines(uid, form, pageLines, row.updatedAt, pieces);
          }
          send(`]${openTail(row, parts)}`);
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      )
      .then(
        () => out.close(),
        (error) => {
          reject(error); // before the estimate was read: the route answers it (404); after, a no-op
          try {
            out.error(error); // after: the body ends short, which the reader sees as a failed open
          } catch {}
        },
      );
  });
  return { body, version };
}

/** The estimate, every line as a compact table in budget order, and the escalation table it uses. */
export async function openEstimate(
  scope: Scope,
  uid: string,
  pageLines = OPEN_PAGE_LINES,
): Promise<EstimateOpenDto> {
  const { body } = await openEstimateStream(scope, uid, pageLines);
  return (await new Response(body).json()) as EstimateOpenDto;
}

/** The same open with the lines as blocks of columns (`?lines=columns`). */
export async function openEstimateColumns(scope: Scope, uid: string, pageLines = OPEN_PAGE_LINES) {
  const { body } = await openEstimateStream(scope, uid, pageLines, "columns");
  return (await new Response(body).json()) as Omit<EstimateOpenDto, "lines"> & {
    lines: { fields: string[]; blocks: unknown[][][] };
  };
}
