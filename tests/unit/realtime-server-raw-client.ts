/** A raw `ws` client for protocol tests: queues frames so a test can await them by event name. */
import { createHmac } from "node:crypto";
import WebSocket from "ws";
import { APP } from "./realtime-server-helpers";

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A raw client that queues frames so a test can await them in order. */
export class RawClient {
  readonly frames: Frame[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on("message", (raw) => {
      this.frames.push(JSON.parse(raw.toString()) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  async next(event: string, ms = 3000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.frames.findIndex((f) => f.event === event);
      if (index >= 0) return this.frames.splice(index, 1)[0];
      if (Date.now() > deadline) throw new Error(`no ${event}; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  send(event: string, data: unknown): void {
    this.ws.send(JSON.stringify({ event, data }));
  }

  /** Waits for connection_established and returns the socket id. */
  async socketId(): Promise<string> {
    const established = await this.next("pusher:connection_established");
    return (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
  }
}

/** Opens a raw connection; the caller terminates `client.ws` when done. */
export function connectRaw(
  port: number,
  path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0`,
): RawClient {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  ws.on("error", () => {}); // Refused handshakes surface through `closed` instead.
  return new RawClient(ws);
}

/** Signs like the app's auth endpoint does, independently of the server's own code. */
export function sign(value: string): string {
  return createHmac("sha256", APP.secret).update(value).digest("hex");
}
