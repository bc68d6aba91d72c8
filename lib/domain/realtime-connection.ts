// What the browser needs to connect, and the connection states the app shows.

/** Handed by the server layout to the realtime provider as props: changing it needs no rebuild. */
export type RealtimeClientConfig = {
  key: string;
  /** Hosted Pusher: the cluster, e.g. "us2". */
  cluster?: string;
  /** Self-hosted or embedded server: where the browser opens its WebSocket. */
  wsHost?: string;
  wsPort?: number;
  forceTLS: boolean;
};

export type ConnectionState = "connecting" | "open" | "closed";

/** pusher-js states (initialized, connecting, connected, unavailable, failed, disconnected) → ours. */
export function connectionStateOf(pusherState: string): ConnectionState {
  switch (pusherState) {
    case "connected":
      return "open";
    case "initialized":
    case "connecting":
      return "connecting";
    default:
      return "closed";
  }
}

/** pusher-js timeouts (its activity ping, pong wait and unavailability), in milliseconds as it takes them. */
export const realtimeTimeouts = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;
