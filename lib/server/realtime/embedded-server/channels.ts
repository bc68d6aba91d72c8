/**
 * pusher:subscribe / pusher:unsubscribe: who may join which channel, and the presence events that
 * joining and leaving produce.
 */
import type { Connection } from "./connection";
import { broadcast, type ServerContext } from "./context";
import { channelKind, frame, isValidChannelName, jsonString, userIdOfChannel } from "./protocol";
import type { PresenceMember } from "./registry";
import { channelStringToSign, verifySocketAuth } from "./signatures";

export interface SubscribeRequest {
  channel: string;
  auth?: string;
  channel_data?: string;
}

type Admission = { ok: true; member: PresenceMember | null } | { ok: false; error: string };

/**
 * pusher-js turns a server pusher:subscription_error on the channel into the channel's
 * "pusher:subscription_error" event; this is the payload shape its own auth failures use.
 */
function refuse(connection: Connection, channel: string, error: string, status = 401): void {
  const type = status === 401 ? "AuthError" : "InvalidChannel";
  connection.send(frame("pusher:subscription_error", jsonString({ type, error, status }), channel));
}

function parseMember(channelData: string): PresenceMember | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { user_id, user_info } = parsed as { user_id?: unknown; user_info?: unknown };
  // Ids are keys of the member hash, so numbers are accepted but handled as strings.
  if (typeof user_id === "number" && Number.isFinite(user_id)) return { user_id: String(user_id), user_info };
  if (typeof user_id === "string" && user_id !== "") return { user_id, user_info };
  return null;
}

function admit(ctx: ServerContext, connection: Connection, request: SubscribeRequest): Admission {
  const { channel, auth, channel_data } = request;
  switch (channelKind(channel)) {
    case "public":
      return { ok: true, member: null };
    case "private":
      return verifySocketAuth(ctx.app, auth, channelStringToSign(connection.id, channel))
        ? { ok: true, member: null }
        : { ok: false, error: "Invalid or missing signature for this private channel" };
    case "user":
      // Only the signed-in user may listen to its own server-to-user channel.
      return connection.user !== null && connection.user.id === userIdOfChannel(channel)
        ? { ok: true, member: null }
        : { ok: false, error: "Sign in as this user before subscribing to its channel" };
    case "presence": {
      if (channel_data === undefined) {
        // pusher-js omits channel_data when the connection signed in: the member is that user.
        const user = connection.user;
        if (user && verifySocketAuth(ctx.app, auth, channelStringToSign(connection.id, channel))) {
          return { ok: true, member: { user_id: user.id, user_info: user.info } };
        }
        return { ok: false, error: "Invalid or missing signature for this presence channel" };
      }
      if (!verifySocketAuth(ctx.app, auth, channelStringToSign(connection.id, channel, channel_data))) {
        return { ok: false, error: "Invalid or missing signature for this presence channel" };
      }
      const member = parseMember(channel_data);
      return member
        ? { ok: true, member }
        : { ok: false, error: "channel_data must be JSON with a non-empty user_id" };
    }
  }
}

export function subscribe(ctx: ServerContext, connection: Connection, request: SubscribeRequest): void {
  const { channel } = request;
  if (!isValidChannelName(channel)) {
    refuse(connection, channel, "Invalid channel name", 400);
    return;
  }
  // A repeated subscribe (pusher-js may resend one) is answered again without re-joining.
  if (!connection.subscriptions.has(channel)) {
    const admission = admit(ctx, connection, request);
    if (!admission.ok) {
      refuse(connection, channel, admission.error);
      return;
    }
    connection.subscriptions.set(channel, admission.member);
    ctx.registry.subscribe(channel, connection.id, connection);
    if (admission.member) {
      const isNewMember = ctx.registry.addMember(channel, connection.id, admission.member);
      sendSucceeded(ctx, connection, channel);
      if (isNewMember) {
        const added = { user_id: admission.member.user_id, user_info: admission.member.user_info };
        broadcast(
          ctx,
          channel,
          frame("pusher_internal:member_added", jsonString(added), channel),
          connection.id,
        );
      }
      return;
    }
  }
  sendSucceeded(ctx, connection, channel);
}

function sendSucceeded(ctx: ServerContext, connection: Connection, channel: string): void {
  const data = channelKind(channel) === "presence" ? { presence: ctx.registry.presence(channel) } : {};
  connection.send(frame("pusher_internal:subscription_succeeded", jsonString(data), channel));
}

export function unsubscribe(ctx: ServerContext, connection: Connection, channel: string): void {
  if (!connection.subscriptions.has(channel)) return;
  const member = connection.subscriptions.get(channel) ?? null;
  connection.subscriptions.delete(channel);
  ctx.registry.unsubscribe(channel, connection.id);
  // member_removed goes out only when the user's last socket leaves the channel.
  if (member && ctx.registry.removeMember(channel, connection.id, member.user_id)) {
    const removed = jsonString({ user_id: member.user_id });
    broadcast(ctx, channel, frame("pusher_internal:member_removed", removed, channel), connection.id);
  }
}

export function unsubscribeAll(ctx: ServerContext, connection: Connection): void {
  for (const channel of [...connection.subscriptions.keys()]) unsubscribe(ctx, connection, channel);
}
