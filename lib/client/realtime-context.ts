"use client";

// The realtime client as the rest of the browser code sees it (provided by components/realtime).
import type PusherClient from "pusher-js";
import type { Channel } from "pusher-js";
import { createContext, useContext } from "react";
import type { ConnectionState } from "@/lib/domain/realtime-connection";
import type { ChannelWatchHandlers } from "./channel-watch";

/** Binds our typed events on a channel; returns the unbind. */
export type WatchChannel = (channel: Channel, handlers: ChannelWatchHandlers) => () => void;

/** Before the client (and its event parser) has loaded there is no channel to watch. */
export const noWatch: WatchChannel = () => () => {};

export type RealtimeContextValue = {
  /** Null until created, and when realtime is not configured for this deployment. */
  client: PusherClient | null;
  /** False when the deployment has no realtime server: nothing connects, nothing is shown. */
  enabled: boolean;
  state: ConnectionState;
  /** Subscribes (shared, reference-counted): every acquire needs one release. */
  acquire(channelName: string): Channel | null;
  release(channelName: string): void;
  /**
   * lib/client/channel-watch.ts, handed out by the provider: it parses events with their schemas (zod),
   * which load with pusher-js rather than in every page's first chunk.
   */
  watch: WatchChannel;
};

const disabled: RealtimeContextValue = {
  client: null,
  enabled: false,
  state: "closed",
  acquire: () => null,
  release: () => {},
  watch: noWatch,
};

export const RealtimeContext = createContext<RealtimeContextValue>(disabled);

export function useRealtime(): RealtimeContextValue {
  return useContext(RealtimeContext);
}

/** The realtime connection as the app shows it: connecting, open or closed. */
export function useRealtimeConnection(): { state: ConnectionState; enabled: boolean } {
  const { state, enabled } = useRealtime();
  return { state, enabled };
}
