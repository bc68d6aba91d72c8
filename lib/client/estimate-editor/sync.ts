// Saving the lines. Every change marks the fields it touched on its line; one request at a time carries
// everything pending — a single field of a single line as PATCH with If-Match, anything more (paste, undo,
// fill down, deletes) as ONE bulk request. A 412 merges (sync-merge.ts, merge.ts) and sends what survives
// again; others' lines arriving while a request is in flight wait for its answer.

import type { EditorModel, ModelHooks, Row } from "./model";
import { acceptAnswer, applyServerLines, dropMissing, mergeConflicts, revert } from "./sync-merge";
import { newPending, type Pending, type SaveState, type ServerLines, type SyncOptions } from "./sync-state";
import { type BulkBody, LINE_FIELDS, type LineDto, type LineField, pickFields, sameValue } from "./types";

export type { SaveState, Transport } from "./sync-state";

export class StaleError extends Error {
  constructor(
    message: string,
    readonly conflicts: LineDto[],
    /** Uids the request named that no longer exist (deleted by someone else). */
    readonly missing: string[] = [],
  ) {
    super(message);
  }
}

export class SaveError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Lines per save request (the API refuses bodies over 1 MB; a line is ~200 bytes). */
const MAX_OPS_PER_REQUEST = 3000;

export class LineSync implements ModelHooks {
  saveState: SaveState = "saved";
  lastSavedAt: number | null = null;
  readonly pending = new Map<string, Pending>();
  /** Deleted rows leave the model but keep what the delete request needs here. */
  readonly tombstones = new Map<string, Row>();
  /** Keys whose create is in flight. */
  readonly creating = new Set<string>();
  inflight: Promise<void> | null = null;
  deferred: ServerLines[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(
    readonly model: EditorModel,
    readonly options: SyncOptions,
  ) {
    model.hooks = this;
  }

  // ---- what the model tells ----------------------------------------------------------------------------

  created(row: Row, save: boolean) {
    const tomb = this.tombstones.get(row.key);
    if (!tomb) {
      if (save) this.mark(row.key, (p) => (p.create = true));
      return;
    }
    // Undo of a delete not yet sent (or whose line the server still has): the same line comes back.
    this.tombstones.delete(row.key);
    row.uid = tomb.uid;
    row.version = tomb.version;
    row.base = tomb.base;
    if (row.uid) this.model.byUid.set(row.uid, row.key);
    const p = this.pending.get(row.key);
    if (p) p.delete = false;
    const needsCreate = tomb.uid === null && !this.creating.has(row.key);
    this.mark(row.key, (q) => {
      q.create = needsCreate;
      for (const f of LINE_FIELDS) if (!row.base || !sameValue(row.base[f], row.line[f])) q.fields.add(f);
    });
  }

  updated(row: Row, fields: LineField[]) {
    this.mark(row.key, (p) => {
      for (const f of fields) p.fields.add(f);
    });
  }

  deleted(row: Row) {
    this.tombstones.set(row.key, row);
    this.mark(row.key, (p) => (p.delete = true));
  }

  moved(row: Row) {
    this.mark(row.key, (p) => (p.position = true));
  }

  refused(message: string) {
    this.options.notify(message, "error");
  }

  // ---- the queue -----------------------------------------------------------------------------------------

  count() {
    return this.pending.size + (this.inflight ? 1 : 0);
  }

  private mark(key: string, change: (p: Pending) => void) {
    let p = this.pending.get(key);
    if (!p) {
      p = newPending();
      this.pending.set(key, p);
    }
    change(p);
    this.scheduleFlush();
  }

  requeue(key: string, p: Pending) {
    const cur = this.pending.get(key);
    if (!cur) {
      this.pending.set(key, p);
      return;
    }
    cur.create ||= p.create;
    cur.delete ||= p.delete;
    cur.position ||= p.position;
    for (const f of p.fields) cur.fields.add(f);
  }

  scheduleFlush() {
    if (this.saveState !== "error") this.saveState = "saving";
    if (this.flushTimer !== null || this.inflight) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, 0);
  }

  /** Waits until every change is saved (or failed). */
  whenIdle(): Promise<void> {
    if (!this.inflight && this.pending.size === 0 && this.flushTimer === null) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private settleIdle() {
    if (this.inflight || this.pending.size > 0 || this.flushTimer !== null) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private settled() {
    if (this.pending.size > 0) this.scheduleFlush();
    else if (this.saveState === "saving") {
      this.saveState = "saved";
      this.lastSavedAt = Date.now();
    }
    this.options.changed();
    this.settleIdle();
  }

  finishDelete(key: string) {
    const row = this.tombstones.get(key);
    this.tombstones.delete(key);
    if (row?.uid && !this.model.rows.has(key)) this.model.byUid.delete(row.uid);
  }

  async flush(): Promise<void> {
    if (this.inflight) return this.inflight;
    const { body, keys, moves } = buildRequest(this);
    for (const k of keys.keys()) this.pending.delete(k);
    for (const k of moves) this.requeue(k, { ...newPending(), position: true });
    if (body.create.length + body.update.length + body.delete.length === 0) {
      for (const [k, p] of keys) if (p.delete) this.finishDelete(k);
      return this.settled();
    }
    for (const c of body.create) this.creating.add(c.client_key!);
    this.saveState = "saving";
    this.inflight = this.send(body, keys).finally(() => {
      for (const c of body.create) this.creating.delete(c.client_key!);
      this.inflight = null;
      const deferred = this.deferred;
      this.deferred = [];
      for (const d of deferred) applyServerLines(this, d);
      this.settled();
    });
    return this.inflight;
  }

  private async send(body: BulkBody, keys: Map<string, Pending>) {
    try {
      const single = body.create.length === 0 && body.delete.length === 0 && body.update.length === 1;
      if (single && body.update[0].after_uid === undefined) {
        const { uid, version, ...fields } = body.update[0];
        acceptAnswer(this, {
          created: [],
          updated: [await this.options.transport.patch(uid, version, fields)],
          deleted: [],
        });
      } else acceptAnswer(this, await this.options.transport.bulk(body));
      // Deletes of rows never created on the server.
      for (const [k, p] of keys) if (p.delete && this.tombstones.get(k)?.uid === null) this.finishDelete(k);
      if (this.saveState === "error" || this.saveState === "offline") this.saveState = "saving";
    } catch (error) {
      await this.failed(error, keys);
    }
  }

  private async failed(error: unknown, keys: Map<string, Pending>) {
    if (error instanceof StaleError) {
      dropMissing(this, error.missing, keys);
      mergeConflicts(this, error.conflicts, keys);
    } else if (error instanceof SaveError) {
      this.saveState = "error";
      this.options.notify(error.message, "error");
      revert(this, keys);
    } else {
      // Network: keep everything pending and try again shortly.
      this.saveState = "offline";
      for (const [k, p] of keys) this.requeue(k, p);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

// ---- building one request ----------------------------------------------------------------------------

interface Request {
  body: BulkBody;
  keys: Map<string, Pending>;
  /** Lines to move once the line before them exists. */
  moves: string[];
}

/** What `after_uid` a line needs: the line before it, an earlier create's client key in the same request,
 * null when it is first; undefined when the line before it does not exist yet. */
function afterUid(
  model: EditorModel,
  index: number,
  inRequest: Set<string> | null,
): string | null | undefined {
  if (index <= 0) return null;
  const prev = model.rows.get(model.order[index - 1])!;
  if (prev.uid) return prev.uid;
  if (inRequest?.has(prev.key)) return prev.key;
  return undefined;
}

/** Index in budget order: indexOf for a few lookups, a map once there are many (50,000 lines). */
function orderIndex(model: EditorModel): (key: string) => number {
  let index: Map<string, number> | null = null;
  let calls = 0;
  return (key) => {
    if (!index && ++calls > 8) {
      index = new Map();
      for (let i = 0; i < model.order.length; i++) index.set(model.order[i], i);
    }
    return index ? (index.get(key) ?? -1) : model.order.indexOf(key);
  };
}

/** Builds the request for everything pending (the rows stay pending until answered). */
function buildRequest(sync: LineSync): Request {
  const { model } = sync;
  const req: Request = { body: { create: [], update: [], delete: [] }, keys: new Map(), moves: [] };
  const indexOf = orderIndex(model);
  const creates: string[] = [];
  for (const [key, p] of sync.pending) {
    // The API takes at most 1 MB a request: a very large paste goes in several.
    if (req.keys.size >= MAX_OPS_PER_REQUEST) break;
    const row = model.rows.get(key) ?? sync.tombstones.get(key);
    if (!row) {
      sync.pending.delete(key);
      continue;
    }
    if (row.uid === null && sync.creating.has(key)) continue; // after its create answers
    if (p.delete) {
      if (row.uid !== null) req.body.delete.push({ uid: row.uid, version: row.version });
    } else if (row.uid === null) creates.push(key);
    else if (!addUpdate(model, req, row, p, indexOf)) continue;
    req.keys.set(key, p);
  }
  addCreates(sync, req, creates, indexOf);
  return req;
}

/** False when the line waits (a move after a line still being created, and nothing else to send). */
function addUpdate(model: EditorModel, req: Request, row: Row, p: Pending, indexOf: (key: string) => number) {
  const update: BulkBody["update"][number] = { uid: row.uid!, version: row.version };
  for (const f of p.fields) (update as unknown as Record<string, unknown>)[f] = row.line[f];
  if (p.position) {
    const after = afterUid(model, indexOf(row.key), null);
    if (after === undefined) {
      if (p.fields.size === 0) return false;
      req.moves.push(row.key);
    } else update.after_uid = after;
  }
  if (Object.keys(update).length > 2) req.body.update.push(update);
  return true;
}

/** New lines in budget order, each placed after the line before it (an earlier create's client_key). */
function addCreates(sync: LineSync, req: Request, creates: string[], indexOf: (key: string) => number) {
  const inRequest = new Set<string>();
  creates.sort((a, b) => indexOf(a) - indexOf(b));
  for (const key of creates) {
    const row = sync.model.rows.get(key)!;
    const after = afterUid(sync.model, indexOf(key), inRequest);
    if (after === undefined) {
      req.keys.delete(key); // its predecessor is in flight: next round
      continue;
    }
    req.body.create.push({ client_key: key, after_uid: after, ...pickFields(row.line) });
    inRequest.add(key);
  }
}
