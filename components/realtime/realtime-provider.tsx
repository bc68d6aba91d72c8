"use client";

import type PusherClient from "pusher-js";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import {
  noWatch,
  RealtimeContext,
  type RealtimeContextValue,
  type WatchChannel,
} from "@/lib/client/realtime-context";
import {
  type ConnectionState,
  connectionStateOf,
  type RealtimeClientConfig,
} from "@/lib/domain/realtime-connection";

type RealtimeProviderProps = {
  /** From the server layout; null when the deployment has no realtime server (children render at once). */
  config: RealtimeClientConfig | null;
  children: ReactNode;
};

function RealtimeLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center" data-testid="realtime-loader">
      <Spinner className="size-6 text-muted-foreground" label="Connecting" />
    </div>
  );
}

type Loaded = typeof import("@/lib/client/realtime-client");
let loading: Promise<Loaded> | null = null;

/**
 * pusher-js and the event schemas (zod) load in their own chunk, so no page's first load carries them. The
 * download starts when this module first runs in the browser, alongside hydration rather than after it; a
 * failed load is tried again by the next provider that mounts.
 */
function loadRealtimeClient(): Promise<Loaded> {
  loading ??= import("@/lib/client/realtime-client").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
if (typeof window !== "undefined") loadRealtimeClient().catch(() => {});

/**
 * The signed-in app renders inside this provider, which shows a loader until its pusher-js
 * client exists. The library is imported and the client created on mount (the layout has already checked
 * the session) and disconnected on teardown; if either fails the failure is logged and the loader stays.
 */
export function RealtimeProvider({ config, children }: RealtimeProviderProps) {
  // The layout re-renders on router.refresh() with an equal but new object: key on the values, so a
  // refresh never tears the connection down.
  const configKey = config ? JSON.stringify(config) : null;
  const stableConfig = useMemo<RealtimeClientConfig | null>(
    () => (configKey ? JSON.parse(configKey) : null),
    [configKey],
  );
  const [client, setClient] = useState<PusherClient | null>(null);
  const [watch, setWatch] = useState<WatchChannel>(() => noWatch);
  const [state, setState] = useState<ConnectionState>("connecting");
  const counts = useRef(new Map<string, number>());

  useEffect(() => {
    if (!stableConfig) return;
    let created: PusherClient | undefined;
    let cancelled = false;
    const onStateChange = ({ current }: { current: string }) => setState(connectionStateOf(current));
    const subscriptions = counts.current;
    const connect = (loaded: Loaded) => {
      if (cancelled) return;
      try {
        created = loaded.createRealtimeClient(stableConfig);
      } catch (error) {
        console.error("Failed to initialize Pusher:", error);
        return;
      }
      created.connection.bind("state_change", onStateChange);
      setState(connectionStateOf(created.connection.state));
      // pusher:signin, so the server can address this user (#server-to-user-{uid}) and knows who is there.
      created.signin();
      setWatch(() => loaded.watchChannel);
      setClient(created);
    };
    loadRealtimeClient().then(connect, (error: unknown) => console.error("Failed to load Pusher:", error));
    return () => {
      cancelled = true;
      if (!created) return;
      created.connection.unbind("state_change", onStateChange);
      created.disconnect();
      subscriptions.clear();
      setClient(null);
    };
  }, [stableConfig]);

  const acquire = useCallback(
    (name: string) => {
      if (!client) return null;
      counts.current.set(name, (counts.current.get(name) ?? 0) + 1);
      return client.subscribe(name);
    },
    [client],
  );

  const release = useCallback(
    (name: string) => {
      const left = (counts.current.get(name) ?? 0) - 1;
      if (left > 0) {
        counts.current.set(name, left);
        return;
      }
      counts.current.delete(name);
      client?.unsubscribe(name);
    },
    [client],
  );

  const value = useMemo<RealtimeContextValue>(
    () => ({ client, enabled: stableConfig !== null, state, acquire, release, watch }),
    [client, stableConfig, state, acquire, release, watch],
  );

  if (stableConfig && !client) return <RealtimeLoader />;
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
