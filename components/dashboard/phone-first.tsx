"use client";

import { type ReactNode, useSyncExternalStore } from "react";

const phoneQuery = "(max-width: 767px)";
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(phoneQuery);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

type Props = { figures: ReactNode; projects: ReactNode; estimates: ReactNode };

/**
 * The dashboard's three blocks in the order the screen shows them, in the document too, so Tab and a screen
 * reader follow the screen: the company's key figures, the projects, then the estimates on a wider screen; the
 * user's estimates, then the projects, then the key figures on a phone. The server cannot know the width: its
 * HTML keeps the wide order and CSS shows the phone's until the page hydrates and orders the blocks itself.
 * The blocks keep their keys, so a change of width moves them rather than drawing them again.
 */
export function PhoneFirst({ figures, projects, estimates }: Props) {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(phoneQuery).matches,
    () => null,
  );
  const blocks = [
    { key: "figures", node: figures, phoneOrder: "max-md:order-3" },
    { key: "projects", node: projects, phoneOrder: "max-md:order-2" },
    { key: "estimates", node: estimates, phoneOrder: "max-md:order-1" },
  ].filter((b) => b.node);
  if (phone) blocks.reverse();
  return blocks.map((b) => (
    <div key={b.key} className={phone === null ? `min-w-0 ${b.phoneOrder}` : "min-w-0"}>
      {b.node}
    </div>
  ));
}
