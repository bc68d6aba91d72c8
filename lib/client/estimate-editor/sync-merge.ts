// What the save queue does with answers: our own writes accepted (new uids and versions), a 412 merged
// (merge.ts decides per field), lines someone else deleted dropped, a refused write reverted, and others'
// lines (a refetch after their change) taken in around what is still pending here.

import { type MergeNotice, mergeLine } from "./merge";
import { rowOfDto, toEnginePatch } from "./model";
import type { Pending, ServerLines, SyncState } from "./sync-state";
import { type BulkResult, type LineDto, pickFields } from "./types";

const now = () => (typeof performance === "undefined" ? Date.now() : performance.now());

/** The server's answer to our own request: new uids, versions and the server's copy of each line. */
export function acceptAnswer(sync: SyncState, result: BulkResult) {
  acceptCreated(sync, result.created);
  acceptUpdated(sync, result.updated);
  const { model } = sync;
  for (const uid of result.deleted) {
    const key = model.byUid.get(uid);
    if (!key) continue;
    const row = model.rows.get(key);
    if (row && row.uid === uid) {
      // Undone while its delete was on the way: it comes back as a new line.
      row.uid = null;
      row.version = 0;
      row.base = null;
      model.byUid.delete(uid);
      sync.requeue(key, { create: true, delete: false, position: false, fields: new Set() });
      sync.scheduleFlush();
    } else sync.finishDelete(key);
  }
}

function acceptCreated(sync: SyncState, created: BulkResult["created"]) {
  const { model } = sync;
  for (const dto of created) {
    const clientKey = dto.client_key;
    const tomb = clientKey ? sync.tombstones.get(clientKey) : undefined;
    if (tomb && clientKey) {
      // Deleted while its create was in flight: the delete goes next.
      tomb.uid = dto.uid;
      tomb.version = dto.version;
      model.byUid.set(dto.uid, clientKey);
      continue;
    }
    const row = clientKey ? model.rows.get(clientKey) : undefined;
    if (!row) continue;
    row.uid = dto.uid;
    row.version = dto.version;
    row.base = pickFields(dto);
    row.position = dto.position;
    row.confirmedAt = now();
    model.byUid.set(dto.uid, row.key);
  }
}

function acceptUpdated(sync: SyncState, lines: LineDto[]) {
  const { model } = sync;
  for (const dto of lines) {
    const key = model.byUid.get(dto.uid);
    if (!key) continue;
    const row = model.rows.get(key);
    if (!row) {
      const tomb = sync.tombstones.get(key);
      if (tomb) tomb.version = dto.version;
      continue;
    }
    row.version = dto.version;
    row.base = pickFields(dto);
    row.updatedByName = dto.updated_by_name;
    row.bidSubmissionUid = dto.bid_submission_uid ?? null;
    row.confirmedAt = now();
    if (!sync.pending.get(key)?.position) row.position = dto.position;
  }
}

/** Lines someone else deleted while we edited them: they go (the edit cannot be kept). */
export function dropMissing(sync: SyncState, missing: string[], keys: Map<string, Pending>) {
  const { model } = sync;
  let dropped = 0;
  for (const uid of missing) {
    const key = model.byUid.get(uid);
    if (!key) continue;
    keys.delete(key);
    sync.pending.delete(key);
    sync.tombstones.delete(key);
    model.byUid.delete(uid);
    if (model.rows.has(key)) {
      model.removeRow(key);
      dropped++;
    }
  }
  if (dropped === 0) return;
  sync.options.notify(
    dropped === 1
      ? "A line you changed was deleted by someone else"
      : `${dropped} lines you changed were deleted by someone else`,
    "merge",
  );
  sync.options.changed(true);
}

/** A 412: each line in conflict takes the server's copy with our fields on top (merge.ts). */
export function mergeConflicts(sync: SyncState, conflicts: LineDto[], keys: Map<string, Pending>) {
  const byUid = new Map(conflicts.map((c) => [c.uid, c]));
  const notices: MergeNotice[] = [];
  for (const [key, p] of keys) {
    const row = sync.model.rows.get(key);
    const server = row?.uid ? byUid.get(row.uid) : undefined;
    if (!row || !server) {
      // Not in conflict itself: it goes again with the next request.
      const tomb = p.delete ? sync.tombstones.get(key) : undefined;
      const theirs = tomb?.uid ? byUid.get(tomb.uid) : undefined;
      if (tomb && theirs) tomb.version = theirs.version; // deleting wins over their edit
      sync.requeue(key, p);
      continue;
    }
    const merged = mergeLine({ line: row.line, base: row.base, fields: p.fields }, server);
    row.version = server.version;
    row.base = pickFields(server);
    row.updatedByName = server.updated_by_name;
    row.bidSubmissionUid = server.bid_submission_uid ?? null;
    if (!sync.model.replaceLine(row, merged.line)) sync.model.replaceLine(row, { ...row.base });
    if (merged.keep.length > 0 || p.position) {
      sync.requeue(key, { create: false, delete: false, position: p.position, fields: new Set(merged.keep) });
    }
    notices.push(...merged.notices);
  }
  for (const n of notices) sync.options.notify(n.message, "merge");
  sync.options.changed();
}

/** The server refused the request (400/403/…): the lines go back to the server's values. */
export function revert(sync: SyncState, keys: Map<string, Pending>) {
  const { model } = sync;
  for (const [key, p] of keys) {
    const row = model.rows.get(key);
    if (p.delete) {
      const tomb = sync.tombstones.get(key);
      if (tomb && !row && tomb.uid) {
        model.applyOp({ kind: "create", key, line: tomb.base ?? tomb.line, position: tomb.position }, false);
        const back = model.rows.get(key)!;
        back.uid = tomb.uid;
        back.version = tomb.version;
        back.base = tomb.base;
      }
      sync.tombstones.delete(key);
    } else if (row && !row.uid) {
      model.applyOp({ kind: "delete", key, line: row.line, position: row.position }, false);
    } else if (row?.base) {
      model.replaceLine(row, { ...row.base });
    }
  }
  sync.options.reverted();
  sync.options.changed(true);
}

/** Someone else's line we do not have yet. */
function addTheirs(sync: SyncState, dto: LineDto) {
  const row = rowOfDto(dto);
  row.line = pickFields(dto);
  row.base = row.line;
  sync.model.addRow(row);
}

/** Someone else's newer copy of a line we have: merged over what is still pending here. */
function takeTheirs(sync: SyncState, key: string, dto: LineDto): boolean {
  const row = sync.model.rows.get(key)!;
  if (dto.version <= row.version) return false;
  const p = sync.pending.get(key);
  const merged = p
    ? mergeLine({ line: row.line, base: row.base, fields: p.fields }, dto)
    : { line: pickFields(dto), keep: [], notices: [] };
  row.version = dto.version;
  row.base = pickFields(dto);
  row.updatedByName = dto.updated_by_name;
  row.bidSubmissionUid = dto.bid_submission_uid ?? null;
  sync.model.engine.updateLine(key, toEnginePatch(merged.line));
  row.line = merged.line;
  if (p) p.fields = new Set(merged.keep);
  for (const n of merged.notices) sync.options.notify(n.message, "merge");
  if (dto.position === row.position || p?.position) return false;
  sync.model.reposition(row, dto.position);
  return true;
}

/** The lines a snapshot says are gone (and that we did not write after it was taken). */
function goneKeys(sync: SyncState, seen: Set<string>, update: ServerLines): string[] {
  const { model } = sync;
  const uids = update.complete ? [...model.byUid.keys()] : (update.asked ?? []);
  const gone: string[] = [];
  for (const uid of uids) {
    const key = model.byUid.get(uid);
    if (seen.has(uid) || !key) continue;
    const row = model.rows.get(key);
    if (!row || row.uid === null) continue;
    if (update.fetchedSince !== undefined && (row.confirmedAt ?? -1) >= update.fetchedSince) continue;
    gone.push(key);
  }
  return gone;
}

/**
 * Lines from the server after someone else's change. Deferred while our own request is in flight, so a
 * line we are creating is not added twice.
 */
export function applyServerLines(sync: SyncState, update: ServerLines) {
  if (sync.inflight || sync.creating.size > 0) {
    sync.deferred.push(update);
    return;
  }
  const { model } = sync;
  let structural = false;
  const seen = new Set<string>();
  for (const dto of update.lines) {
    seen.add(dto.uid);
    const key = model.byUid.get(dto.uid);
    if (key && model.rows.has(key)) structural = takeTheirs(sync, key, dto) || structural;
    else if (!(key && sync.tombstones.has(key))) {
      addTheirs(sync, dto); // (a line we deleted stays deleted: our delete is on its way)
      structural = true;
    }
  }
  for (const key of goneKeys(sync, seen, update)) {
    const row = model.rows.get(key)!;
    model.removeRow(key);
    model.byUid.delete(row.uid!);
    sync.pending.delete(key);
    structural = true;
  }
  sync.options.changed(structural);
}
