import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "@/components/ui/toaster";
import {
  reducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToasterToast,
  type ToastState,
  toast,
} from "@/lib/client/use-toast";

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({
  id,
  title: `Toast ${id}`,
  open: true,
  ...extra,
});

const stateOf = (...toasts: ToasterToast[]): ToastState => ({ toasts });

describe("toast reducer", () => {
  it("keeps the toast constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("ADD_TOAST shows one toast at a time, newest first", () => {
    let state = reducer(stateOf(), { type: "ADD_TOAST", toast: make("1") });
    expect(state.toasts.map((t) => t.id)).toEqual(["1"]);
    state = reducer(state, { type: "ADD_TOAST", toast: make("2", { variant: "destructive" }) });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]).toMatchObject({ id: "2", variant: "destructive" });
  });

  it("UPDATE_TOAST merges fields into the toast with that id only", () => {
    const before = stateOf(make("1", { description: "Saving…" }), make("2"));
    const after = reducer(before, {
      type: "UPDATE_TOAST",
      toast: { id: "1", title: "Success", description: "Password updated successfully" },
    });
    expect(after.toasts[0]).toMatchObject({
      id: "1",
      open: true,
      title: "Success",
      description: "Password updated successfully",
    });
    expect(after.toasts[1]).toBe(before.toasts[1]);
  });

  it("UPDATE_TOAST with an unknown id changes nothing", () => {
    const before = stateOf(make("1"));
    expect(reducer(before, { type: "UPDATE_TOAST", toast: { id: "9", title: "x" } }).toasts).toEqual(
      before.toasts,
    );
  });

  it("DISMISS_TOAST closes the toast but keeps it for its exit animation", () => {
    const after = reducer(stateOf(make("1"), make("2")), { type: "DISMISS_TOAST", toastId: "1" });
    expect(after.toasts.map((t) => [t.id, t.open])).toEqual([
      ["1", false],
      ["2", true],
    ]);
  });

  it("DISMISS_TOAST without an id closes every toast", () => {
    const after = reducer(stateOf(make("1"), make("2")), { type: "DISMISS_TOAST" });
    expect(after.toasts.every((t) => t.open === false)).toBe(true);
    expect(after.toasts).toHaveLength(2);
  });

  it("REMOVE_TOAST drops one toast, or all without an id", () => {
    const before = stateOf(make("1"), make("2"));
    expect(reducer(before, { type: "REMOVE_TOAST", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"]);
    expect(reducer(before, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });

  it("is pure: never mutates its input and schedules no timers", () => {
    vi.useFakeTimers();
    try {
      const before = stateOf(make("1"));
      const snapshot = structuredClone(before);
      reducer(before, { type: "DISMISS_TOAST", toastId: "1" });
      reducer(before, { type: "DISMISS_TOAST" });
      reducer(before, { type: "ADD_TOAST", toast: make("2") });
      reducer(before, { type: "UPDATE_TOAST", toast: { id: "1", title: "changed" } });
      reducer(before, { type: "REMOVE_TOAST" });
      expect(before).toEqual(snapshot);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("toast()", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("returns an id, dismiss and update", () => {
    const first = toast({
      title: "Error",
      description: "An error occurred updating user",
      variant: "destructive",
    });
    const second = toast({ title: "Success" });
    expect(typeof first.id).toBe("string");
    expect(second.id).not.toBe(first.id);
    expect(typeof first.dismiss).toBe("function");
    expect(typeof first.update).toBe("function");
    first.update({ description: "still here" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("schedules a dismissed toast's removal once, after TOAST_REMOVE_DELAY", () => {
    const t = toast({ title: "Saved" });
    t.dismiss();
    t.dismiss();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
