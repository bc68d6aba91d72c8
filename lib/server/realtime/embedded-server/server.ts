/**
 * Embedded realtime server: a minimal Pusher Channels–compatible server (protocol 7) that
 * `npm start` runs beside the app on loopback (default 127.0.0.1:6001), because soketi cannot be
 * installed on this machine.
 *
 * It is the single-machine default, not a replacement for hosted Pusher (or soketi) at scale: all
 * state lives in one process's memory, there is no clustering, no webhooks, no client events, no
 * channel-query API and no TLS (put it behind a proxy, or point the app at hosted Pusher, when one
 * machine is not enough). It implements exactly what the app uses:
 *   - WebSocket /app/{key}?protocol=7: connection_established, ping/pong, subscribe/unsubscribe to
 *     public, private-* and presence-* channels (signatures checked), pusher:signin and the
 *     #server-to-user-{id} channel, idle connections closed after activityTimeout + pongTimeout;
 *   - HTTP POST /apps/{appId}/events and /apps/{appId}/batch_events with the SDK's query signature;
 *   - GET / and /health → 200 "ok".
 * It speaks to the real `pusher` SDK (publishing) and the real `pusher-js` client unchanged.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { createContext } from "./context";
import { startHeartbeat } from "./heartbeat";
import { createHttpHandler } from "./http-api";
import { ErrorCode, SHUTDOWN_MESSAGE } from "./protocol";
import { createUpgradeHandler } from "./ws-handler";

export interface RealtimeServerOptions {
  appId: string;
  key: string;
  secret: string;
  /** Defaults to loopback: the server is meant to be reached through the app's own host. */
  host?: string;
  /** 0 picks a free port; listen() reports the one chosen. */
  port?: number;
  /** Seconds of client silence before the server pings (also sent to clients). */
  activityTimeout?: number;
  /** Seconds the server waits for any reply to its ping before closing with 4201. */
  pongTimeout?: number;
}

export interface RealtimeServerStats {
  connections: number;
  channels: number;
  subscriptions: number;
  eventsPublished: number;
  messagesDelivered: number;
}

export interface RealtimeServer {
  listen(): Promise<{ host: string; port: number }>;
  close(): Promise<void>;
  stats(): RealtimeServerStats;
}

/** Largest client frame accepted; pusher-js frames are small (a subscribe with presence data). */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** How long close() lets clients complete the closing handshake before cutting them off. */
const CLOSE_GRACE_MS = 500;

export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { appId, key, secret, host = "127.0.0.1", port = 6001 } = options;
  const activityTimeout = options.activityTimeout ?? 120;
  const pongTimeout = options.pongTimeout ?? 30;
  if (!appId || !key || !secret) throw new Error("createRealtimeServer needs appId, key and secret");

  const ctx = createContext({ appId, key, secret });
  let closing = false;
  let stopHeartbeat: (() => void) | null = null;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
    // Compression costs CPU on every fan-out message for little gain with small JSON frames.
    perMessageDeflate: false,
  });
  const http: Server = createServer(createHttpHandler(ctx));
  http.on("upgrade", createUpgradeHandler(wss, ctx, { activityTimeout, isClosing: () => closing }));

  return {
    listen() {
      return new Promise((resolve, reject) => {
        http.once("error", reject);
        http.listen(port, host, () => {
          http.off("error", reject);
          stopHeartbeat = startHeartbeat(ctx.connections, { activityTimeout, pongTimeout });
          const address = http.address() as AddressInfo;
          resolve({ host: address.address, port: address.port });
        });
      });
    },

    async close() {
      if (closing) return;
      closing = true;
      stopHeartbeat?.();
      // Stop accepting first, so clients told to reconnect cannot land on the closing server.
      const closed = new Promise<void>((resolve) =>
        http.listening ? http.close(() => resolve()) : resolve(),
      );
      for (const connection of ctx.connections.values()) {
        connection.fail(ErrorCode.ServerShuttingDown, SHUTDOWN_MESSAGE);
      }
      await waitUntil(() => ctx.connections.size === 0, CLOSE_GRACE_MS);
      for (const connection of ctx.connections.values()) connection.terminate();
      wss.close();
      http.closeAllConnections(); // Idle keep-alive HTTP connections would hold close() open.
      await closed;
    },

    stats() {
      return {
        connections: ctx.connections.size,
        channels: ctx.registry.channelCount(),
        subscriptions: ctx.registry.subscriptionCount(),
        eventsPublished: ctx.counters.eventsPublished,
        messagesDelivered: ctx.counters.messagesDelivered,
      };
    },
  };
}

function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (condition() || Date.now() - started >= timeoutMs) resolve();
      else setTimeout(check, 10);
    };
    check();
  });
}
