"use client";

import { type ReactNode, Suspense } from "react";
import { ScreenLoadBoundary } from "@/components/feedback/lazy-with-retry";
import type { PreloadedModule } from "./deferred";

type Props<M> = {
  module: PreloadedModule<M>;
  /** Shown while the module's code is on its way (a client-side visit, or a slow network). */
  fallback: ReactNode;
  children: (module: M) => ReactNode;
};

function Loaded<M>({ module, children }: Omit<Props<M>, "fallback">) {
  return children(module.useModule());
}

/**
 * Renders part of a page from a preloaded module (./deferred.ts `preloadedModule`): the server renders it in
 * full; in the browser it hydrates when the module's code is there, with the reload flow if it cannot load.
 *
 *   <Preloaded module={panels} fallback={<Skeleton className="h-64" />}>
 *     {({ UnitsPanel }) => <UnitsPanel companyUid={companyUid} />}
 *   </Preloaded>
 */
export function Preloaded<M>({ module, fallback, children }: Props<M>) {
  return (
    <ScreenLoadBoundary>
      <Suspense fallback={fallback}>
        <Loaded module={module}>{children}</Loaded>
      </Suspense>
    </ScreenLoadBoundary>
  );
}
