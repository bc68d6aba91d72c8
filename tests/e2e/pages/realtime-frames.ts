import { expect, type Page } from "@playwright/test";

/**
 * The frames a page receives from the realtime server, kept so a test can wait until a channel is
 * subscribed (events published later will arrive) or until an event was delivered.
 * Start watching before the page opens its connection (before `goto`).
 */
export class RealtimeFrames {
  private readonly frames: string[] = [];

  constructor(page: Page) {
    page.on("websocket", (ws) => ws.on("framereceived", ({ payload }) => this.frames.push(String(payload))));
  }

  /** Waits for the server's confirmation of a subscription to a channel whose name starts with `prefix`. */
  async subscribed(prefix: string) {
    // A busy 2-core CI machine can take more than the default 5 s to open the socket after a page load.
    await expect
      .poll(
        () =>
          this.frames.some((f) => f.includes("pusher_internal:subscription_succeeded") && f.includes(prefix)),
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  /** Waits until an event of this name (e.g. "user.updated") was delivered. */
  async received(eventName: string) {
    await expect.poll(() => this.frames.some((f) => f.includes(`"event":"${eventName}"`))).toBe(true);
  }
}
