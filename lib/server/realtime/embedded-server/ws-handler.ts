/** The WebSocket side: handshake on /app/{key}, then dispatch of the client's protocol messages. */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { RawData, WebSocket, WebSocketServer } from "ws";
import { subscribe, unsubscribe, unsubscribeAll } from "./channels";
import { Connection, newSocketId } from "./connection";
import type { ServerContext } from "./context";
import {
  ErrorCode,
  errorFrame,
  frame,
  jsonString,
  PROTOCOL_VERSION,
  parseClientMessage,
  SHUTDOWN_MESSAGE,
  signinDataSchema,
  subscribeDataSchema,
  unsubscribeDataSchema,
} from "./protocol";
import { userStringToSign, verifySocketAuth } from "./signatures";

export interface WsOptions {
  /** Seconds; told to the client in connection_established. */
  activityTimeout: number;
  isClosing: () => boolean;
}

const APP_PATH_RE = /^\/app\/([^/?]+)$/;

/** Handles an HTTP upgrade: only /app/{key} becomes a WebSocket, anything else gets a 404. */
export function createUpgradeHandler(wss: WebSocketServer, ctx: ServerContext, options: WsOptions) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const target = parseTarget(request.url);
    if (!target) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => onOpen(ctx, options, ws, target.key, target.protocol));
  };
}

/** Key and protocol version from "/app/{key}?protocol=7…"; null for any other or malformed URL. */
function parseTarget(rawUrl: string | undefined): { key: string; protocol: number } | null {
  try {
    // An exception here would escape the "upgrade" listener and bring the whole process down.
    const url = new URL(rawUrl ?? "/", "http://localhost");
    const match = APP_PATH_RE.exec(url.pathname);
    if (!match) return null;
    return { key: decodeURIComponent(match[1]), protocol: Number(url.searchParams.get("protocol")) };
  } catch {
    return null;
  }
}

function onOpen(ctx: ServerContext, options: WsOptions, ws: WebSocket, key: string, protocol: number): void {
  const connection = new Connection(
    newSocketId((id) => ctx.connections.has(id)),
    ws,
  );
  // The upgrade is accepted before refusing so the client gets a close code it understands
  // (an HTTP error status would only look like a network failure and trigger retries).
  if (options.isClosing()) {
    connection.fail(ErrorCode.ServerShuttingDown, SHUTDOWN_MESSAGE);
    return;
  }
  if (key !== ctx.app.key) {
    connection.fail(ErrorCode.UnknownAppKey, `App key ${key} does not exist on this server`);
    return;
  }
  if (!Number.isInteger(protocol) || protocol < PROTOCOL_VERSION) {
    connection.fail(ErrorCode.UnsupportedProtocol, `Unsupported protocol version; use ${PROTOCOL_VERSION}`);
    return;
  }

  ctx.connections.set(connection.id, connection);
  ws.on("message", (data, isBinary) => {
    connection.markActive();
    if (!isBinary) onMessage(ctx, connection, rawToString(data));
  });
  // Native ping/pong frames count as activity too, for clients that use them instead of pusher:ping.
  ws.on("ping", () => connection.markActive());
  ws.on("pong", () => connection.markActive());
  ws.on("error", () => {
    // A broken socket also emits "close", which does the cleanup; this only keeps it from throwing.
  });
  ws.on("close", () => {
    unsubscribeAll(ctx, connection);
    ctx.connections.delete(connection.id);
  });

  const established = { socket_id: connection.id, activity_timeout: options.activityTimeout };
  connection.send(frame("pusher:connection_established", jsonString(established)));
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data as ArrayBuffer).toString("utf8");
}

function onMessage(ctx: ServerContext, connection: Connection, raw: string): void {
  const message = parseClientMessage(raw);
  if (!message) {
    // Non-fatal: code null tells the client the message was ignored, not that it must reconnect.
    connection.send(errorFrame(null, "Message is not a JSON Pusher event"));
    return;
  }
  switch (message.event) {
    case "pusher:ping":
      connection.send(frame("pusher:pong", {}));
      return;
    case "pusher:pong":
      return; // markActive() already recorded the reply.
    case "pusher:subscribe": {
      const data = subscribeDataSchema.safeParse(message.data);
      if (data.success) subscribe(ctx, connection, data.data);
      else connection.send(errorFrame(null, "pusher:subscribe needs data.channel"));
      return;
    }
    case "pusher:unsubscribe": {
      const data = unsubscribeDataSchema.safeParse(message.data);
      if (data.success) unsubscribe(ctx, connection, data.data.channel);
      return;
    }
    case "pusher:signin":
      signin(ctx, connection, message.data);
      return;
    default:
      if (message.event.startsWith("client-")) {
        // The app publishes only from its server, so client events stay disabled.
        connection.send(errorFrame(null, "Client events are not enabled on this server"));
      }
    // Other unknown events are ignored, as the hosted service and soketi do.
  }
}

/** pusher:signin — a bad signature closes the connection with 4009, as the protocol specifies. */
function signin(ctx: ServerContext, connection: Connection, data: unknown): void {
  const parsed = signinDataSchema.safeParse(data);
  if (!parsed.success) {
    connection.fail(ErrorCode.Unauthorized, "pusher:signin needs auth and user_data");
    return;
  }
  const { auth, user_data } = parsed.data;
  if (!verifySocketAuth(ctx.app, auth, userStringToSign(connection.id, user_data))) {
    connection.fail(ErrorCode.Unauthorized, "Invalid signature for pusher:signin");
    return;
  }
  const user = parseUserData(user_data);
  if (!user) {
    connection.fail(ErrorCode.Unauthorized, "user_data must be JSON with a non-empty string id");
    return;
  }
  // Switching identity mid-connection would leave user-scoped subscriptions of the old user open.
  if (connection.user && connection.user.id !== user.id) {
    connection.fail(ErrorCode.Unauthorized, "This connection is already signed in as another user");
    return;
  }
  connection.user = user;
  connection.send(frame("pusher:signin_success", jsonString({ user_data })));
}

function parseUserData(userData: string): { id: string; info?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(userData);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { id, user_info } = parsed as { id?: unknown; user_info?: unknown };
    return typeof id === "string" && id !== "" ? { id, info: user_info } : null;
  } catch {
    return null;
  }
}
