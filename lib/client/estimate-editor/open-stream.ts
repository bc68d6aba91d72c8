// Reading the open answer (`GET /estimate/{uid}?lines=columns`) as it arrives. The server streams it a page
// of lines at a time; here each block of columns is parsed and made into lines while the next one is still on
// the wire, so what is left once the last byte is in is the last block, not 9 MB of JSON at once. The parts
// around the blocks (the estimate before them, the escalation table after) are parsed whole. Anything else
// (rows, an answer of another shape) is parsed as one document, as `response.json()` would.
import { type EstimateOpenDto, type LineDto, linesFromCompact } from "./types";

/** The lines already built from an answer read here, by the answer (its `lines.blocks` stay whole too). */
const built = new WeakMap<EstimateOpenDto, LineDto[]>();

/** The answer's lines as the editor keeps them: the ones built while it was read, else made now. */
export function openLines(dto: EstimateOpenDto): LineDto[] {
  return built.get(dto) ?? linesFromCompact(dto.lines);
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/**
 * Splits the JSON text of an open answer, fed in pieces, into its head (up to and with the `[` of
 * `"lines":{…,"blocks":[`), each block's text, and its tail (from the blocks' closing `]`). It tracks strings
 * and nesting only; the pieces are parsed by JSON.parse. Each piece is scanned once, where it lies: a block's
 * text is joined from its pieces when it ends, not grown piece by piece.
 */
export class OpenTextSplitter {
  /** The pieces (or their ends) not yet handed on: the head so far, the block being read, or the tail. */
  private held: string[] = [];
  private depth = 0;
  private inString = false;
  /** Backslashes ending the text before this piece, inside a string (whether its next quote is escaped). */
  private backslashes = 0;
  private inLines = false;
  /** The head so far while reading it (its last characters name the key of the `[` or `{` met). */
  private headText = "";
  phase: "head" | "blocks" | "tail" = "head";
  head = "";

  constructor(
    private readonly onBlock: (text: string) => void,
    private readonly onHead: (head: string) => void,
  ) {}

  /** The text after the blocks (only once `phase` is "tail"). */
  get tail() {
    return this.held.join("");
  }

  push(piece: string) {
    if (this.phase === "tail") {
      this.held.push(piece);
      return;
    }
    if (this.phase === "head") this.headText += piece;
    // `from`: where the text not yet handed on starts in this piece.
    let from = 0;
    let i = 0;
    const n = piece.length;
    while (i < n) {
      if (this.inString) {
        const quote = piece.indexOf('"', i);
        if (quote < 0) {
          this.backslashes = trailingBackslashes(piece, n, this.backslashes, i);
          i = n;
          break;
        }
        if (trailingBackslashes(piece, quote, this.backslashes, i) % 2 === 0) this.inString = false;
        this.backslashes = 0;
        i = quote + 1;
        continue;
      }
      const c = piece.charCodeAt(i);
      if (c === QUOTE) {
        this.inString = true;
        this.backslashes = 0;
      } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        if (this.phase === "head") {
          // Where this character sits in the head so far.
          const at = this.headText.length - n + i;
          const key = (length: number) => this.headText.slice(at - length, at);
          if (c === OPEN_OBJECT && this.depth === 1) this.inLines = key(8) === '"lines":';
          if (c === OPEN_ARRAY && this.depth === 2 && this.inLines && key(9) === '"blocks":') {
            this.head = this.headText.slice(0, at + 1);
            this.headText = "";
            this.phase = "blocks";
            from = i + 1;
            this.held = [];
            this.onHead(this.head);
          }
        }
        this.depth++;
      } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
        this.depth--;
        if (this.phase === "blocks" && this.depth === 3) {
          this.held.push(piece.slice(from, i + 1));
          this.onBlock(this.held.join("").replace(LEADING_COMMA, ""));
          this.held = [];
          from = i + 1;
        } else if (this.phase === "blocks" && this.depth === 2) {
          this.phase = "tail";
          this.held = [piece.slice(i)];
          return;
        } else if (this.phase === "head" && this.depth === 1) {
          this.inLines = false;
        }
      }
      i++;
    }
    if (this.phase === "blocks" && from < n) this.held.push(from === 0 ? piece : piece.slice(from));
  }
}

/** The comma (and any white space) between one block and the next. */
const LEADING_COMMA = /^[\s,]+/;

/** How many backslashes end `text` before `end` (not before `start`), plus `carried` when they all do. */
function trailingBackslashes(text: string, end: number, carried: number, start: number) {
  let b = end - 1;
  while (b >= start && text.charCodeAt(b) === BACKSLASH) b--;
  return b < start ? carried + (end - start) : end - 1 - b;
}

type Lines = { fields: string[]; blocks: unknown[][][] };
const isColumns = (lines: unknown): lines is Lines =>
  typeof lines === "object" && lines !== null && Array.isArray((lines as Lines).blocks);

/**
 * The open answer's body as `response.json()` gives it, read a piece at a time: for the columns form, each
 * block becomes lines as it arrives (`openLines` answers them).
 */
export async function readOpenAnswer(response: Response): Promise<EstimateOpenDto | null> {
  if (!response.body || typeof TextDecoder === "undefined") return response.json().catch(() => null);
  const pieces: string[] = [];
  const blocks: unknown[][][] = [];
  const lines: LineDto[] = [];
  let fields: string[] | null = null;
  let failed = false;
  const splitter = new OpenTextSplitter(
    (text) => {
      if (failed || !fields) return;
      const block = JSON.parse(text) as unknown[][];
      blocks.push(block);
      for (const line of linesFromCompact({ fields, blocks: [block] })) lines.push(line);
    },
    (head) => {
      // The head closed (`]}}`) is the document with no blocks: it names the fields.
      const doc = JSON.parse(`${head}]}}`) as { lines?: unknown };
      if (isColumns(doc.lines) && Array.isArray(doc.lines.fields)) fields = doc.lines.fields;
      else failed = true;
    },
  );
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    if (text) {
      pieces.push(text);
      if (!failed) {
        try {
          splitter.push(text);
        } catch {
          failed = true;
        }
      }
    }
    if (done) break;
  }
  if (!failed && splitter.phase === "tail") {
    try {
      const doc = JSON.parse(splitter.head + splitter.tail) as EstimateOpenDto;
      if (isColumns(doc.lines) && doc.lines.blocks.length === 0) {
        doc.lines.blocks = blocks;
        built.set(doc, lines);
        return doc;
      }
    } catch {}
  }
  const whole = pieces.join("");
  return whole ? (JSON.parse(whole) as EstimateOpenDto) : null;
}
