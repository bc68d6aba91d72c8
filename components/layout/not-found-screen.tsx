"use client";

import dynamic from "next/dynamic";

/**
 * The root not-found page's content (./not-found-view.tsx) by dynamic import. Next puts the root not-found
 * page's client code in every page's first load, sign-in and the bidder portal included; this way only a 404
 * loads the panel and, for a signed-in visitor, the app's shell. It is still server-rendered, so it paints
 * at once.
 */
export const NotFoundScreen = dynamic(() => import("./not-found-view").then((m) => m.NotFoundView));
