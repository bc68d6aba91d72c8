import type { Page } from "@playwright/test";

/** Page object for the toast region (components/ui/toaster.tsx). */
export class Toasts {
  constructor(private readonly page: Page) {}

  /** The list F8 focuses. */
  get viewport() {
    return this.page.locator('[data-slot="toast-viewport"]');
  }

  /** The landmark around it, named after its hotkey. */
  get region() {
    return this.page.getByRole("region", { name: "Notifications (F8)" });
  }

  /** Every toast on screen (the store keeps one). */
  get all() {
    return this.viewport.locator('[data-slot="toast"]');
  }

  withText(text: string) {
    return this.all.filter({ hasText: text });
  }
}
