"use client";

import { deferredModule } from "./deferred";

/**
 * The header's menus (components/layout/header-menus.tsx) by dynamic import. The download starts when this
 * module first runs in the browser: components/app-providers.tsx imports it, so that is at hydration,
 * alongside the realtime client, not after it (the header itself renders only once the realtime client exists).
 */
export const headerMenus = deferredModule(() => import("./header-menus"));
if (typeof window !== "undefined") headerMenus.load().catch(() => {});
