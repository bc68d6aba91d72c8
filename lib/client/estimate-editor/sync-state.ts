// The line save queue's shapes, apart from the queue (sync.ts) and its answer handling (sync-merge.ts): the
// queue calls the merge and the merge reads the queue's state, so both import these instead of each other.

import type { EditorModel, Row } from "./model";
import type { BulkBody, BulkResult, LineDto, LineField, LinePatchFields } from "./types";

export interface Transport {
  bulk(body: BulkBody): Promise<BulkResult>;
  patch(uid: string, version: number, fields: LinePatchFields): Promise<LineDto>;
}

export type SaveState = "saved" | "saving" | "error" | "offline";

export interface Pending {
  create: boolean;
  delete: boolean;
  position: boolean;
  fields: Set<LineField>;
}

export interface SyncOptions {
  transport: Transport;
  notify: (message: string, kind: "merge" | "error") => void;
  /** Something the screen shows changed (structural: lines added, removed or moved). */
  changed: (structural?: boolean) => void;
  /** The server refused an edit and the lines went back to its values: the history no longer applies. */
  reverted: () => void;
}

export const newPending = (): Pending => ({
  create: false,
  delete: false,
  position: false,
  fields: new Set(),
});

/** Lines from the server after someone else's change (see `applyServerLines`). */
export interface ServerLines {
  lines: LineDto[];
  /** These are all the lines: one not among them was deleted. */
  complete: boolean;
  /** Otherwise, the uids refetched (one missing was deleted). */
  asked?: string[];
  /** When the fetch began (performance.now()): lines we wrote after it are newer than it. */
  fetchedSince?: number;
}

/** What the answer handling reads and changes of the save queue (`LineSync` in sync.ts). */
export interface SyncState {
  readonly model: EditorModel;
  readonly options: SyncOptions;
  readonly pending: Map<string, Pending>;
  readonly tombstones: Map<string, Row>;
  readonly creating: Set<string>;
  inflight: Promise<void> | null;
  deferred: ServerLines[];
  requeue(key: string, p: Pending): void;
  scheduleFlush(): void;
  finishDelete(key: string): void;
}
