/**
 * Server-side liveness check. A client that has sent nothing for `activityTimeout` seconds gets a
 * pusher:ping; if nothing at all comes back within `pongTimeout` seconds the connection is closed
 * with 4201, so half-open TCP connections (a laptop lid closed) do not stay in presence lists forever.
 * One sweep over all connections replaces a timer per socket.
 */
import type { Connection } from "./connection";
import { ErrorCode, frame } from "./protocol";

export interface HeartbeatOptions {
  activityTimeout: number;
  pongTimeout: number;
}

export function sweep(
  connections: ReadonlyMap<string, Connection>,
  options: HeartbeatOptions,
  now: number,
): void {
  const activityMs = options.activityTimeout * 1000;
  const pongMs = options.pongTimeout * 1000;
  for (const connection of connections.values()) {
    if (connection.pingSentAt === null) {
      if (now - connection.lastSeen >= activityMs) {
        connection.send(frame("pusher:ping", {}));
        connection.pingSentAt = now;
      }
    } else if (now - connection.pingSentAt >= pongMs) {
      connection.fail(ErrorCode.PongNotReceived, "Pong reply not received in time");
    }
  }
}

/** Starts the periodic sweep; returns a function that stops it. */
export function startHeartbeat(
  connections: ReadonlyMap<string, Connection>,
  options: HeartbeatOptions,
): () => void {
  // A quarter of the shorter timeout bounds how late a ping or a close can be, without busy-looping.
  const intervalMs = Math.max(50, Math.min(options.activityTimeout, options.pongTimeout) * 250);
  const timer = setInterval(() => sweep(connections, options, Date.now()), intervalMs);
  timer.unref(); // The sweep alone must not keep a process alive.
  return () => clearInterval(timer);
}
