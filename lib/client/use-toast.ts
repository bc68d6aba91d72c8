// The toast store (shadcn/ui's, after react-hot-toast): one module-level state shared by every
// caller, so `toast()` works from event handlers and mutation callbacks without a hook.
import type { Toast as ToastPrimitive } from "radix-ui";
import type * as React from "react";
import { useSyncExternalStore } from "react";

/** One toast at a time; a new one replaces the current one. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in state (closed, animating out) this long before removal. */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** The looks a toast can have; components/ui/toast.tsx styles each one. */
export type ToastVariant = "default" | "destructive";

/** What <Toast> (components/ui/toast.tsx) takes: Radix's Root props and the variant. */
export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant | null };

/** An action shown in a toast: a <ToastAction> (components/ui/toast.tsx), Radix's Action. */
export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastPrimitive.Action>>;

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastState = { toasts: ToasterToast[] };

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & Pick<ToasterToast, "id"> }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure: no timers here (unlike upstream), so it can be tested as a function of its input. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const EMPTY: ToastState = { toasts: [] };
let memoryState: ToastState = EMPTY;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(toastId, timer);
}

function dispatch(action: ToastAction) {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

export type ToastInput = Omit<ToasterToast, "id">;

/** Shows a toast, e.g. `toast({ variant: "destructive", title: "Error", description: message })`. */
export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: Partial<ToastInput>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      // Radix reports auto-close (5 s), swipe and the close button through this one callback.
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** Dismisses one toast, or every toast when no id is given. */
export function dismissToast(toastId?: string) {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => memoryState;
// The server never has toasts; this keeps hydration consistent.
const getServerSnapshot = () => EMPTY;

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { ...state, toast, dismiss: dismissToast };
}
