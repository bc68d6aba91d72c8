// The browser's pusher-js client, imported dynamically by components/realtime/realtime-provider.tsx. Authorization goes through lib/client/api.ts as JSON, so it carries the
// session cookie and, for staff acting for a company, the `company-uid` header, like every other API call.
import Pusher, { type Options } from "pusher-js";
import { type RealtimeClientConfig, realtimeTimeouts } from "@/lib/domain/realtime-connection";
import { api } from "./api";

// Loaded by the realtime provider with pusher-js, which is when events start to arrive.
export { watchChannel } from "./channel-watch";

/** Connection options: hosted Pusher by cluster, or a self-hosted / embedded server by host and port. */
export function pusherOptions(config: RealtimeClientConfig): Options {
  const common = { ...realtimeTimeouts, forceTLS: config.forceTLS, disableStats: true };
  if (config.cluster) return { ...common, cluster: config.cluster };
  return {
    ...common,
    // An empty cluster keeps pusher-js off Pusher's hosts; ws (ws:// or wss:// per forceTLS) only,
    // because a self-hosted server offers neither sockjs nor xhr fallbacks.
    cluster: "",
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wsPort,
    enabledTransports: ["ws"],
  };
}

type ChannelAuth = { auth: string; channel_data?: string; shared_secret?: string };
type UserAuth = { auth: string; user_data: string };

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Throws (synchronously) when pusher-js refuses the options, e.g. an empty key. */
export function createRealtimeClient(config: RealtimeClientConfig): Pusher {
  return new Pusher(config.key, {
    ...pusherOptions(config),
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        api<ChannelAuth>("/pusher/auth", {
          method: "POST",
          body: { socket_id: socketId, channel_name: channelName },
        }).then(
          (data) => callback(null, data),
          (error: unknown) => callback(asError(error), null),
        );
      },
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        api<UserAuth>("/pusher/user-auth", { method: "POST", body: { socket_id: socketId } }).then(
          (data) => callback(null, data),
          (error: unknown) => callback(asError(error), null),
        );
      },
    },
  });
}
