import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelingAdjustment, type LevelingInput, levelBids } from "@/lib/domain/bids/leveling";
import { spreadLargestRemainder } from "@/lib/domain/bids/spread";

const adj = (
  invitation_uid: string,
  scope_item_uid: string | null,
  kind: LevelingAdjustment["kind"],
  amount_cents: number | null,
  created_at: string,
  note: string | null = null,
): LevelingAdjustment => ({
  uid: `${invitation_uid}-${scope_item_uid}-${kind}-${created_at}`,
  invitation_uid,
  scope_item_uid,
  kind,
  amount_cents,
  note,
  created_at,
});

// Three bidders on a drywall package, budget $100,000.00; scope: framing, board, tape.
const input: LevelingInput = {
  budget_cents: 10_000_000,
  scope_items: [
    { uid: "frame", name: "Metal stud framing" },
    { uid: "board", name: "Gypsum board" },
    { uid: "tape", name: "Tape and finish" },
  ],
  bidders: [
    {
      invitation_uid: "a",
      bidder_name: "Acme Drywall",
      status: "submitted",
      submission: {
        uid: "sa",
        base_bid_cents: 9_000_000,
        items: {
          frame: { status: "included" },
          board: { status: "included" },
          tape: { status: "excluded", text: "By others" },
        },
        alternates: [{ description: "Level 5 finish", amount_cents: 450_000 }],
      },
    },
    {
      invitation_uid: "b",
      bidder_name: "Birch Interiors",
      status: "submitted",
      submission: {
        uid: "sb",
        base_bid_cents: 9_800_000,
        items: {
          frame: { status: "included" },
          board: { status: "qualified", text: "Type X only" },
          tape: { status: "included" },
        },
        alternates: [],
      },
    },
    { invitation_uid: "c", bidder_name: "Cedar Walls", status: "declined", submission: null },
  ],
  adjustments: [
    // A's tape plug: $12,000.00 first, revised to $12,500.50 (the older record stays as history).
    adj("a", "tape", "plug", 1_200_000, "2026-11-26T10:00:00Z"),
    adj("a", "tape", "plug", 1_250_050, "2026-11-26T11:00:00Z"),
    adj("a", "tape", "note", null, "2026-11-26T11:01:00Z", "Checked with the architect"),
    // B: a $1,000.00 credit on framing; a bid-level credit of $250.25.
    adj("b", "frame", "credit", 100_000, "2026-11-26T10:00:00Z"),
    adj("b", null, "credit", 25_025, "2026-11-26T10:05:00Z"),
  ],
};

describe("levelBids", () => {
  const sheet = levelBids(input);
  const [a, b, c] = sheet.columns;

  it("levels each bid: base + plugs − credits, to the cent (by hand)", () => {
    // A: 90,000.00 + 12,500.50 = 102,500.50
    expect(a!.plugs_cents).toBe(1_250_050);
    expect(a!.credits_cents).toBe(0);
    expect(a!.leveled_cents).toBe(10_250_050);
    expect(a!.variance_cents).toBe(250_050);
    // B: 98,000.00 − 1,000.00 − 250.25 = 96,749.75
    expect(b!.credits_cents).toBe(125_025);
    expect(b!.leveled_cents).toBe(9_674_975);
    expect(b!.variance_cents).toBe(-325_025);
  });

  it("picks the low leveled bidder (not the low base bid)", () => {
    expect(sheet.low_invitation_uid).toBe("b");
    expect(b!.low).toBe(true);
    expect(a!.low).toBe(false);
  });

  it("gives a bidder with no submission no total", () => {
    expect(c!.leveled_cents).toBeNull();
    expect(c!.variance_cents).toBeNull();
    expect(sheet.rows[0]!.cells[2]!.status).toBeNull();
  });

  it("keeps the newest adjustment of each kind per cell and counts the history", () => {
    const tape = sheet.rows[2]!.cells[0]!;
    expect(tape).toEqual({
      status: "excluded",
      text: "By others",
      plug_cents: 1_250_050,
      credit_cents: null,
      note: "Checked with the architect",
      unplugged: false,
      adjustments: 3,
    });
    expect(sheet.rows[1]!.cells[1]!.status).toBe("qualified");
  });

  it("flags an excluded item without a plug; a plug of 0 clears it", () => {
    const cleared = levelBids({
      ...input,
      adjustments: [...input.adjustments, adj("a", "tape", "plug", 0, "2026-11-26T12:00:00Z")],
    });
    expect(cleared.rows[2]!.cells[0]!.unplugged).toBe(true);
    expect(cleared.columns[0]!.unplugged).toBe(1);
    expect(cleared.columns[0]!.leveled_cents).toBe(9_000_000);
    expect(cleared.low_invitation_uid).toBe("a");
  });

  it("keeps alternates apart from the total", () => {
    expect(a!.alternates).toEqual([{ description: "Level 5 finish", amount_cents: 450_000 }]);
    expect(a!.leveled_cents).toBe(10_250_050);
  });
});

describe("spreadLargestRemainder", () => {
  it("spreads by budget with the leftover cents to the largest remainders", () => {
    // $100.00 over budgets 1:1:1 → 33.34, 33.33, 33.33
    expect(spreadLargestRemainder(10_000, [500, 500, 500])).toEqual([3_334, 3_333, 3_333]);
    // 1,000.01 over 60/30/10 → 600.006, 300.003, 100.001 → 600.00 + 1 cent to the largest remainder
    expect(spreadLargestRemainder(100_001, [60, 30, 10])).toEqual([60_001, 30_000, 10_000]);
    // remainders .7, .2, .1 of 7 cents over 7:2:1 → 4.9, 1.4, 0.7 → 4, 1, 0 + 2 cents to 0.9 and 0.7
    expect(spreadLargestRemainder(7, [7, 2, 1])).toEqual([5, 1, 1]);
  });

  it("spreads evenly when no line has a budget, and negates a negative total", () => {
    expect(spreadLargestRemainder(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(spreadLargestRemainder(-10, [1, 1, 1])).toEqual([-4, -3, -3]);
    expect(spreadLargestRemainder(5, [])).toEqual([]);
  });

  it("always adds up to the total exactly and stays within a cent of the exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.array(fc.integer({ min: 0, max: 1e13 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const shares = spreadLargestRemainder(total, weights);
          const sum = shares.reduce((s, v) => s + BigInt(v), 0n);
          expect(sum).toBe(BigInt(total));
          const wsum = weights.reduce((s, w) => s + BigInt(w), 0n);
          if (wsum === 0n) return;
          shares.forEach((s, i) => {
            const exact = (BigInt(total) * BigInt(weights[i]!)) / wsum;
            expect(BigInt(s) - exact >= 0n && BigInt(s) - exact <= 1n).toBe(true);
          });
        },
      ),
    );
  });
});
