// Realtime sign-in and subscriptions as pusher-js posts them (form-encoded by default, or JSON; extra fields it
// may add are ignored), and the operations under /api/v1/pusher.
import { z } from "zod";
import { channelNamePattern, socketIdPattern } from "@/lib/domain/realtime-channels";
import { operation } from "./operation";

const socketId = z
  .string({ error: "Required" })
  .regex(socketIdPattern, "Must be a socket id such as 123.456")
  .max(64);

export const userAuthInput = z.object({ socket_id: socketId });
export type UserAuthInput = z.infer<typeof userAuthInput>;

export const channelAuthInput = z.object({
  socket_id: socketId,
  channel_name: z.string({ error: "Required" }).regex(channelNamePattern, "Must be a channel name"),
});
export type ChannelAuthInput = z.infer<typeof channelAuthInput>;

export const userAuthDto = z.object({
  auth: z.string().describe("key:signature"),
  user_data: z.string().describe("JSON: the user's uid as `id` and a name and initials, never the email"),
});

export const channelAuthDto = z.object({
  auth: z.string().describe("key:signature"),
  channel_data: z.string().optional().describe("Presence channels: JSON with the member's uid and info"),
  shared_secret: z.string().optional(),
});

export const realtimeOperations = {
  userAuth: operation({
    method: "POST",
    path: "/api/v1/pusher/user-auth",
    summary: "Sign the caller's user data for the realtime connection's sign-in",
    permission: "realtime.auth",
    body: userAuthInput,
    formBody: true,
    response: userAuthDto,
  }),
  channelAuth: operation({
    method: "POST",
    path: "/api/v1/pusher/auth",
    summary: "Sign a subscription to a private or presence channel the caller may follow",
    permission: "realtime.auth",
    body: channelAuthInput,
    formBody: true,
    response: channelAuthDto,
  }),
};
