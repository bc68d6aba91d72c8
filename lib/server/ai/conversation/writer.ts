// Writes one answer as it streams: realtime events numbered 1, 2, 3 … on the asker's channel, the text saved
// every ~250 ms (and at the end) so a client that missed a chunk or reloads reads the rest from the API, and
// the stop flag read back at every save, so Stop works whichever server writes the answer.
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { AiCitationDto } from "@/lib/contract/ai-conversation";
import type { RealtimeEvent } from "@/lib/domain/realtime-events";
import { publish } from "../../realtime/publish";
import { splitChunks } from "./chunks";

const { aiMessages: messages } = schema;

/** How often the text is saved while it streams, and the stop flag read. */
export const saveEveryMs = 250;
/** With nothing new to save, the row is still touched (and the flag read) this often: the answer is alive. */
const heartbeatMs = 1000;
/** How often text waiting to be published goes out as one chunk (many small deltas make one event). */
const publishEveryMs = 60;

type Ref = { userUid: string; conversationUid: string; messageUid: string; runUid: string; sequence: number };

export type AnswerEnd = {
  status: "complete" | "failed" | "cancelled";
  citations: AiCitationDto[];
  tools: string[];
  error: string | null;
};

export class AnswerWriter {
  private content = "";
  private pending = "";
  private seq: number;
  private savedLength = 0;
  private lastSave = Date.now();
  private lastPublish = 0;
  private saving: Promise<void> = Promise.resolve();
  private publishing: Promise<void> = Promise.resolve();
  /** The stop flag was set, the answer was taken over by a retry, or its conversation deleted. */
  stopped = false;

  constructor(private readonly ref: Ref) {
    this.seq = ref.sequence;
  }

  get text(): string {
    return this.content + this.pending;
  }

  private event(name: "ai.answer.chunk" | "ai.answer.status" | "ai.answer.end", extra: object) {
    this.seq += 1;
    const data = {
      user_uid: this.ref.userUid,
      conversation_uid: this.ref.conversationUid,
      message_uid: this.ref.messageUid,
      seq: this.seq,
      ...extra,
    };
    return { name, data } as RealtimeEvent;
  }

  /** Publishes in order, one batch at a time (the timer and the stream both publish). */
  private send(events: RealtimeEvent[]): Promise<void> {
    this.publishing = this.publishing.then(() => publish(...events));
    return this.publishing;
  }

  async status(state: "thinking" | "tool", label: string): Promise<void> {
    await this.flushText();
    await this.send([this.event("ai.answer.status", { state, label: label.slice(0, 200) })]);
  }

  async append(delta: string): Promise<void> {
    this.pending += delta;
    if (Date.now() - this.lastPublish >= publishEveryMs) await this.flushText();
    if (Date.now() - this.lastSave >= saveEveryMs) await this.save();
  }

  /** Publishes the text not yet published, as chunks under the event size limit. */
  private async flushText(): Promise<void> {
    if (!this.pending) return this.publishing;
    const text = this.pending;
    this.pending = "";
    const events = splitChunks(text).map((piece) => {
      const offset = this.content.length;
      this.content += piece;
      return this.event("ai.answer.chunk", { offset, text: piece });
    });
    this.lastPublish = Date.now();
    await this.send(events);
  }

  /** Called every saveEveryMs: saves when there is new text, else beats once a second. */
  async tick(): Promise<void> {
    await this.flushText();
    const idle = this.content.length === this.savedLength;
    if (idle && Date.now() - this.lastSave < heartbeatMs) return this.saving;
    return this.save();
  }

  /** Saves the text so far (one at a time) and reads back whether the answer should stop. */
  save(): Promise<void> {
    this.saving = this.saving.then(() => this.saveNow());
    return this.saving;
  }

  private async saveNow(): Promise<void> {
    this.lastSave = Date.now();
    const content = this.content;
    const [row] = await db()
      .update(messages)
      .set({
        ...(content.length !== this.savedLength && { content }),
        sequence: this.seq,
        updatedAt: new Date(),
      })
      .where(and(eq(messages.uid, this.ref.messageUid), eq(messages.runUid, this.ref.runUid)))
      .returning({ stop: messages.stopRequested });
    this.savedLength = content.length;
    if (!row || row.stop) this.stopped = true;
  }

  private async takenOver(): Promise<boolean> {
    const [row] = await db()
      .select({ uid: messages.uid })
      .from(messages)
      .where(eq(messages.uid, this.ref.messageUid))
      .limit(1);
    return Boolean(row);
  }

  /** Saves the whole answer with how it ended and announces the end; false when it was no longer this run's. */
  async end(end: AnswerEnd): Promise<boolean> {
    await this.flushText();
    await this.saving;
    const event = this.event("ai.answer.end", {
      status: end.status,
      length: this.content.length,
      message: end.error?.slice(0, 500) ?? null,
    });
    await this.publishing;
    const [row] = await db()
      .update(messages)
      .set({
        content: this.content,
        status: end.status,
        citations: end.citations,
        tools: end.tools,
        error: end.error,
        sequence: this.seq,
        runUid: null,
        stopRequested: false,
        updatedAt: new Date(),
      })
      .where(and(eq(messages.uid, this.ref.messageUid), eq(messages.runUid, this.ref.runUid)))
      .returning({ uid: messages.uid });
    if (row) {
      await db()
        .update(schema.aiConversations)
        .set({ lastActivityAt: new Date() })
        .where(eq(schema.aiConversations.uid, this.ref.conversationUid));
    }
    // A retry took the answer over: its own run announces how it ends, not this one.
    if (!row && (await this.takenOver())) return false;
    await this.send([event]);
    return Boolean(row);
  }
}
