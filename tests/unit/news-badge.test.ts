import { describe, expect, it } from "vitest";
import { lastSeenNewsCookie, lastSeenNewsMaxAgeDays } from "@/lib/domain/news";
import { hasUnseenNews } from "@/lib/ui/news-badge";

describe("hasUnseenNews (the Updates dot)", () => {
  it("shows while the newest title differs from the last-seen one", () => {
    expect(hasUnseenNews("Dark mode", "Tags")).toBe(true);
    expect(hasUnseenNews("Dark mode", null)).toBe(true);
    expect(hasUnseenNews("Dark mode", undefined)).toBe(true);
  });

  it("hides once the newest title is the one seen", () => {
    expect(hasUnseenNews("Dark mode", "Dark mode")).toBe(false);
  });

  it("compares exactly (a changed title is new news)", () => {
    expect(hasUnseenNews("Dark mode", "dark mode")).toBe(true);
    expect(hasUnseenNews("Dark mode ", "Dark mode")).toBe(true);
  });

  it("hides when there is no news (or it has not loaded)", () => {
    expect(hasUnseenNews(null, null)).toBe(false);
    expect(hasUnseenNews(undefined, "Tags")).toBe(false);
    expect(hasUnseenNews("", null)).toBe(false);
  });

  it("names the cookie and keeps it for 365 days", () => {
    expect(lastSeenNewsCookie).toBe("last-seen-news-title");
    expect(lastSeenNewsMaxAgeDays).toBe(365);
  });
});
