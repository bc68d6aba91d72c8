import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  channelNamePattern,
  companyChannel,
  estimateChannel,
  estimatePresenceChannel,
  parseChannelName,
  userChannel,
} from "@/lib/domain/realtime-channels";
import {
  assertEventSize,
  channelForEvent,
  maxEventBytes,
  parseRealtimeEvent,
  type RealtimeEvent,
  RealtimeEventTooLargeError,
  realtimeEvent,
} from "@/lib/domain/realtime-events";

const uid = "0b5f3c1e-9a4d-4c2b-8e7f-123456789abc";

describe("channel names", () => {
  it("builds the four channel kinds", () => {
    expect(companyChannel(uid)).toBe(`private-company-${uid}`);
    expect(userChannel(uid)).toBe(`private-user-${uid}`);
    expect(estimateChannel(uid)).toBe(`private-estimate-${uid}`);
    expect(estimatePresenceChannel(uid)).toBe(`presence-estimate-${uid}`);
  });

  it("parses what it builds, for any uuid", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(parseChannelName(companyChannel(id))).toEqual({ kind: "company", uid: id });
        expect(parseChannelName(userChannel(id))).toEqual({ kind: "user", uid: id });
        expect(parseChannelName(estimateChannel(id))).toEqual({ kind: "estimate", uid: id });
        expect(parseChannelName(estimatePresenceChannel(id))).toEqual({ kind: "estimate-presence", uid: id });
        expect(channelNamePattern.test(estimatePresenceChannel(id))).toBe(true);
      }),
    );
  });

  it("knows nothing else: public, unknown, encrypted, wrong prefix, non-canonical uid, trailing text", () => {
    for (const name of [
      "",
      "announcements",
      "private-company-",
      "private-company-not-a-uid",
      `private-company-${uid.replaceAll("-", "")}`,
      `private-company-${uid.toUpperCase()}`,
      `private-company-${uid}-extra`,
      `xprivate-company-${uid}`,
      `private-encrypted-company-${uid}`,
      `presence-company-${uid}`,
      `presence-user-${uid}`,
      `private-project-${uid}`,
      `#server-to-user-${uid}`,
    ]) {
      expect(parseChannelName(name), name).toBeNull();
    }
  });

  it("never throws on arbitrary input", () => {
    fc.assert(fc.property(fc.string(), (name) => void parseChannelName(name)));
  });
});

describe("realtime events", () => {
  const samples: RealtimeEvent[] = [
    { name: "company.updated", data: { company_uid: uid, version: 3 } },
    { name: "user.updated", data: { user_uid: uid, version: 1 } },
    { name: "estimate.updated", data: { estimate_uid: uid, version: 12 } },
    { name: "estimate.line.updated", data: { estimate_uid: uid, line_uid: uid, version: 4 } },
  ];

  it("accepts ids and versions, and each goes to the channel of what changed", () => {
    for (const event of samples) expect(realtimeEvent.parse(event)).toEqual(event);
    expect(samples.map(channelForEvent)).toEqual([
      `private-company-${uid}`,
      `private-user-${uid}`,
      `private-estimate-${uid}`,
      `private-estimate-${uid}`,
    ]);
  });

  it("refuses records: extra fields, missing versions, non-uuid ids, unknown names", () => {
    const bad = [
      { name: "company.updated", data: { company_uid: uid, version: 3, company_name: "Acme" } },
      { name: "company.updated", data: { company_uid: uid } },
      { name: "user.updated", data: { user_uid: "42", version: 1 } },
      { name: "estimate.line.updated", data: { estimate_uid: uid, version: 1 } },
      { name: "company.updated", data: { company_uid: uid, version: -1 } },
      { name: "project.updated", data: { project_uid: uid, version: 1 } },
    ];
    for (const event of bad)
      expect(realtimeEvent.safeParse(event).success, JSON.stringify(event)).toBe(false);
  });

  it("parses received events and ignores anything else", () => {
    expect(parseRealtimeEvent("company.updated", { company_uid: uid, version: 2 })).toEqual({
      name: "company.updated",
      data: { company_uid: uid, version: 2 },
    });
    expect(parseRealtimeEvent("pusher:subscription_succeeded", {})).toBeNull();
    expect(parseRealtimeEvent("company.updated", "not an object")).toBeNull();
  });

  it("stays far below Pusher's 10 KB limit for any valid event", () => {
    const anyEvent = fc.oneof(
      fc.record({
        name: fc.constant("company.updated" as const),
        data: fc.record({ company_uid: fc.uuid(), version: fc.nat() }),
      }),
      fc.record({
        name: fc.constant("estimate.line.updated" as const),
        data: fc.record({ estimate_uid: fc.uuid(), line_uid: fc.uuid(), version: fc.nat() }),
      }),
    );
    fc.assert(
      fc.property(anyEvent, (event) => {
        expect(realtimeEvent.safeParse(event).success).toBe(true);
        expect(assertEventSize(event)).toBeLessThan(200);
      }),
    );
  });

  it("asserts the size: 10 KB or more throws, measured in UTF-8 bytes", () => {
    const justUnder = { name: "x", data: "a".repeat(maxEventBytes - 3) }; // JSON adds two quotes
    expect(assertEventSize(justUnder)).toBe(maxEventBytes - 1);
    expect(() => assertEventSize({ name: "x", data: "a".repeat(maxEventBytes) })).toThrow(
      RealtimeEventTooLargeError,
    );
    // 4,000 three-byte characters are 12,000 bytes though only 4,000 UTF-16 units.
    expect(() => assertEventSize({ name: "x", data: "€".repeat(4000) })).toThrow(/12002 bytes/);
  });
});
