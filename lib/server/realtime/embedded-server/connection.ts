/** One client WebSocket and the protocol state the server keeps for it. */
import { randomInt } from "node:crypto";
import { WebSocket } from "ws";
import { errorFrame } from "./protocol";
import type { PresenceMember } from "./registry";

export interface SignedInUser {
  id: string;
  info?: unknown;
}

export class Connection {
  /** Channel → the presence member this socket joined as (null for non-presence channels). */
  readonly subscriptions = new Map<string, PresenceMember | null>();
  user: SignedInUser | null = null;
  /** Last time anything arrived from the client (ms); drives the server-side idle check. */
  lastSeen = Date.now();
  /** When the server sent pusher:ping and is waiting for any reply; null when not waiting. */
  pingSentAt: number | null = null;
  messagesSent = 0;

  constructor(
    readonly id: string,
    private readonly ws: WebSocket,
  ) {}

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  markActive(): void {
    this.lastSeen = Date.now();
    this.pingSentAt = null;
  }

  send(raw: string): void {
    if (!this.isOpen) return;
    this.ws.send(raw);
    this.messagesSent++;
  }

  /**
   * Sends pusher:error and then closes with the same code. Protocol 7 clients act on the close
   * code, older ones on the error frame; sending both is what the hosted service does.
   */
  fail(code: number, message: string): void {
    this.send(errorFrame(code, message));
    // Close reasons are limited to 123 bytes by the WebSocket spec.
    if (this.isOpen) this.ws.close(code, message.slice(0, 120));
  }

  /** Drops the TCP connection without a closing handshake (used when the server shuts down). */
  terminate(): void {
    this.ws.terminate();
  }
}

/** Socket ids are "<int>.<int>"; random parts so ids are not guessable from a counter. */
export function newSocketId(taken: (id: string) => boolean): string {
  for (;;) {
    const id = `${randomInt(1, 2 ** 31 - 1)}.${randomInt(1, 2 ** 31 - 1)}`;
    if (!taken(id)) return id;
  }
}
