/**
 * Shared fixtures for the embedded realtime server tests: a server on a free port, the real `pusher`
 * SDK pointed at it, and real pusher-js clients whose auth handlers sign with that SDK.
 */
import Pusher from "pusher";
import type { Channel } from "pusher-js";
import PusherClient from "pusher-js";
import type { ChannelAuthorizationData } from "pusher-js/types/src/core/auth/options";
import {
  createRealtimeServer,
  type RealtimeServer,
  type RealtimeServerOptions,
} from "@/lib/server/realtime/embedded-server/server";

export const APP = { appId: "4242", key: "plinth-test-key", secret: "plinth-test-secret" };

export async function startServer(
  overrides: Partial<RealtimeServerOptions> = {},
): Promise<{ server: RealtimeServer; port: number }> {
  const server = createRealtimeServer({ ...APP, host: "127.0.0.1", port: 0, ...overrides });
  const { port } = await server.listen();
  return { server, port };
}

export function createSdk(port: number, secret = APP.secret): Pusher {
  return new Pusher({ ...APP, secret, host: "127.0.0.1", port: String(port), useTLS: false });
}

export interface ClientOptions {
  /** Presence data the auth handler signs for presence-* channels. */
  presence?: { user_id: string; user_info?: Record<string, unknown> };
  /** User data signed for pusher:signin (client.signin()). */
  user?: { id: string; user_info?: Record<string, unknown> };
  /** Replaces the real channel signature, to forge one. */
  authorize?: (socketId: string, channel: string) => ChannelAuthorizationData;
}

export function createClient(port: number, sdk: Pusher, options: ClientOptions = {}): PusherClient {
  return new PusherClient(APP.key, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        if (options.authorize) return callback(null, options.authorize(socketId, channelName));
        const presence = channelName.startsWith("presence-") ? options.presence : undefined;
        callback(null, sdk.authorizeChannel(socketId, channelName, presence));
      },
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        if (!options.user) return callback(new Error("no user for this client"), null);
        callback(null, sdk.authenticateUser(socketId, options.user));
      },
    },
  });
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function waitForState(client: PusherClient, state: string, ms = 4000): Promise<void> {
  if (client.connection.state === state) return Promise.resolve();
  return withTimeout(
    new Promise<void>((resolve) => {
      const onChange = ({ current }: { current: string }) => {
        if (current !== state) return;
        client.connection.unbind("state_change", onChange);
        resolve();
      };
      client.connection.bind("state_change", onChange);
    }),
    ms,
    `state ${state}`,
  );
}

/** Resolves with the next `event` on the channel (pusher-js has already JSON-decoded its data). */
export function nextEvent<T = unknown>(channel: Channel, event: string, ms = 4000): Promise<T> {
  return withTimeout(
    new Promise<T>((resolve) => {
      const handler = (data: T) => {
        channel.unbind(event, handler);
        resolve(data);
      };
      channel.bind(event, handler);
    }),
    ms,
    `${event} on ${channel.name}`,
  );
}

/** Subscribes and waits for success; rejects with the payload of pusher:subscription_error. */
export function subscribeAndWait(client: PusherClient, name: string, ms = 4000): Promise<Channel> {
  const channel = client.subscribe(name);
  return withTimeout(
    new Promise<Channel>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve(channel));
      channel.bind("pusher:subscription_error", (error: unknown) => reject(error));
    }),
    ms,
    `subscription to ${name}`,
  );
}

/** Every frame the client receives, before pusher-js routes it to channels. */
export function recordFrames(
  client: PusherClient,
): Array<{ event: string; channel?: string; data?: unknown }> {
  const frames: Array<{ event: string; channel?: string; data?: unknown }> = [];
  client.connection.bind("message", (frame: { event: string; channel?: string; data?: unknown }) =>
    frames.push(frame),
  );
  return frames;
}
