"use client";

import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import type { ConfirmDialogProps } from "./confirm-dialog-view";

/**
 * Asks before an action (./confirm-dialog-view.tsx). Its code (Radix Dialog, focus trap, scroll lock) loads
 * when it first opens, not with the page; from then on it stays mounted, so it closes animated.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import("./confirm-dialog-view").then((m) => ({ default: m.ConfirmDialog })),
  (props) => props.open,
);
