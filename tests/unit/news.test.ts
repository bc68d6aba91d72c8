import { describe, expect, it } from "vitest";
import { formatNewsDate, isIsoDate, todayIso } from "@/lib/domain/news";
import { newsFields } from "@/lib/domain/news-fields";

describe("formatNewsDate", () => {
  it("writes 'Oct 15, 2025'", () => {
    expect(formatNewsDate("2025-10-15")).toBe("Oct 15, 2025");
    expect(formatNewsDate("2024-01-01")).toBe("Jan 1, 2024");
    expect(formatNewsDate("2025-09-09")).toBe("Sep 9, 2025");
    expect(formatNewsDate("2025-12-31")).toBe("Dec 31, 2025");
  });

  it("does not move the day with the time zone", () => {
    // A date-only value parsed as UTC midnight would show the day before west of Greenwich.
    expect(formatNewsDate("2025-03-01")).toBe("Mar 1, 2025");
  });

  it("leaves anything that is not YYYY-MM-DD as it is", () => {
    expect(formatNewsDate("soon")).toBe("soon");
  });
});

describe("isIsoDate", () => {
  it("accepts real days only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("2025-1-01")).toBe(false);
    expect(isIsoDate("15/10/2025")).toBe(false);
  });
});

describe("todayIso", () => {
  it("pads month and day", () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
  });
});

describe("newsFields", () => {
  it("says Required for missing or blank fields", () => {
    const result = newsFields.safeParse({ title: "  " });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ date: "Required", title: "Required", description: "Required" });
  });
});
