import { describe, expect, it } from "vitest";
import { aiConversationsByDateQuery } from "@/lib/contract/ai-conversation";
import { dateGroup } from "@/lib/domain/ai/by-date";
import { splitChunks } from "@/lib/server/ai/conversation/chunks";

describe("dateGroup", () => {
  const now = new Date("2026-03-09T15:00:00Z"); // 09:00 in Denver, the day after daylight saving began

  it("counts calendar days in the time zone asked", () => {
    expect(dateGroup(new Date("2026-03-09T06:59:00Z"), now, "America/Denver")).toBe("today");
    expect(dateGroup(new Date("2026-03-09T06:59:00Z"), now, "UTC")).toBe("today");
    expect(dateGroup(new Date("2026-03-09T05:00:00Z"), now, "America/Denver")).toBe("yesterday");
    expect(dateGroup(new Date("2026-03-09T05:00:00Z"), now, "UTC")).toBe("today");
    expect(dateGroup(new Date("2026-03-02T12:00:00Z"), now, "UTC")).toBe("last7Days");
    expect(dateGroup(new Date("2026-03-01T12:00:00Z"), now, "UTC")).toBe("last30Days");
    expect(dateGroup(new Date("2026-02-07T12:00:00Z"), now, "UTC")).toBe("last30Days");
    expect(dateGroup(new Date("2026-02-06T12:00:00Z"), now, "UTC")).toBeNull();
  });

  it("counts a later activity (another server's clock) as today", () => {
    expect(dateGroup(new Date("2026-03-10T01:00:00Z"), now, "UTC")).toBe("today");
  });

  it("takes IANA names only", () => {
    expect(aiConversationsByDateQuery.safeParse({ tz: "America/Denver" }).success).toBe(true);
    expect(aiConversationsByDateQuery.safeParse({}).success).toBe(true);
    expect(aiConversationsByDateQuery.safeParse({ tz: "Denver" }).success).toBe(false);
  });
});

describe("splitChunks", () => {
  it("keeps every piece under the event limit, never splitting a surrogate pair", () => {
    const text = `${'🏗️\u0001"'.repeat(3000)}x`;
    const pieces = splitChunks(text);
    expect(pieces.join("")).toBe(text);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(2000);
      expect(new TextEncoder().encode(JSON.stringify(piece)).length).toBeLessThanOrEqual(6000);
      expect(piece.isWellFormed()).toBe(true);
    }
  });

  it("answers one piece for a short text and none for an empty one", () => {
    expect(splitChunks("Hello")).toEqual(["Hello"]);
    expect(splitChunks("")).toEqual([]);
  });
});
