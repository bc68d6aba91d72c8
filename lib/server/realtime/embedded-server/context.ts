/** State shared by the WebSocket side and the HTTP side of one server instance. */
import type { Connection } from "./connection";
import { ChannelRegistry } from "./registry";
import type { AppCredentials } from "./signatures";

export interface ServerContext {
  app: AppCredentials;
  connections: Map<string, Connection>;
  registry: ChannelRegistry<Connection>;
  counters: { eventsPublished: number; messagesDelivered: number };
}

export function createContext(app: AppCredentials): ServerContext {
  return {
    app,
    connections: new Map(),
    registry: new ChannelRegistry<Connection>(),
    counters: { eventsPublished: 0, messagesDelivered: 0 },
  };
}

/**
 * Sends one already-serialised frame to every subscriber of a channel, except the socket that
 * caused it (the publisher's own socket_id, or the member who joined/left). Serialising once per
 * channel rather than once per subscriber keeps fan-out cheap.
 */
export function broadcast(ctx: ServerContext, channel: string, raw: string, exceptSocketId?: string): number {
  let delivered = 0;
  for (const [socketId, connection] of ctx.registry.subscribers(channel)) {
    if (socketId === exceptSocketId) continue;
    connection.send(raw);
    delivered++;
  }
  ctx.counters.messagesDelivered += delivered;
  return delivered;
}
