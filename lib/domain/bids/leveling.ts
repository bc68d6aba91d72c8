// The leveling sheet: one column per invited bidder, one row per scope item. Each cell says whether the
// bidder included, excluded or qualified the item; the estimator levels the bids with plugs (their own price
// for scope a bidder left out) and credits (scope a bidder priced that is not wanted). Adjustments are records
// of their own, never edits of the submission: the newest record of a kind for a cell is the one in force,
// the older ones stay as its history. Leveled total = base bid + plugs − credits; alternates are listed apart
// and never counted. The budget is the package's lines in the estimate; variance = leveled − budget.

export type ItemAnswer = "included" | "excluded" | "qualified";
export type AdjustmentKind = "plug" | "credit" | "note";

export interface LevelingScopeItem {
  uid: string;
  name: string;
  /** The estimator's own figure for the item, when kept: the plug an excluded cell is offered. */
  budget_cents?: number | null;
}

export interface LevelingSubmission {
  uid: string;
  base_bid_cents: number;
  /** Scope item uid → the bidder's answer; an item not answered is null in the sheet. */
  items: Record<string, { status: ItemAnswer; text?: string | null }>;
  alternates: { description: string; amount_cents: number }[];
}

export interface LevelingBidder {
  invitation_uid: string;
  bidder_name: string;
  /** The invitation's status: invited, viewed, bidding, submitted, declined … */
  status: string;
  /** The submitted bid; null while there is none (then the column has no total). */
  submission: LevelingSubmission | null;
}

export interface LevelingAdjustment {
  uid: string;
  invitation_uid: string;
  /** null: an adjustment of the whole bid, not one item. */
  scope_item_uid: string | null;
  kind: AdjustmentKind;
  /** Cents for a plug or credit (0 clears the cell); null for a note. */
  amount_cents: number | null;
  note: string | null;
  created_at: string;
  created_by_name?: string | null;
}

export interface LevelingInput {
  budget_cents: number;
  scope_items: LevelingScopeItem[];
  bidders: LevelingBidder[];
  adjustments: LevelingAdjustment[];
}

export interface LevelingCell {
  status: ItemAnswer | null;
  text: string | null;
  plug_cents: number | null;
  credit_cents: number | null;
  note: string | null;
  /** Excluded with no plug: the bid is missing this scope and nothing stands in for it yet. */
  unplugged: boolean;
  /** How many adjustment records this cell has (its history). */
  adjustments: number;
}

export interface LevelingColumn {
  invitation_uid: string;
  bidder_name: string;
  status: string;
  submission_uid: string | null;
  base_cents: number | null;
  plugs_cents: number;
  credits_cents: number;
  leveled_cents: number | null;
  variance_cents: number | null;
  alternates: { description: string; amount_cents: number }[];
  /** The bid-level cell (adjustments not tied to one item). */
  bid: LevelingCell;
  unplugged: number;
  low: boolean;
}

export interface LevelingRow {
  scope_item_uid: string;
  name: string;
  budget_cents: number | null;
  /** In the columns' order. */
  cells: LevelingCell[];
}

export interface LevelingSheet {
  budget_cents: number;
  columns: LevelingColumn[];
  rows: LevelingRow[];
  low_invitation_uid: string | null;
}

const cellKey = (invitation: string, item: string | null) => `${invitation}|${item ?? ""}`;

interface CellState {
  plug: LevelingAdjustment | null;
  credit: LevelingAdjustment | null;
  note: LevelingAdjustment | null;
  count: number;
}

/** The adjustments in force per cell: the newest of each kind (by created_at, then list order). */
function cellStates(adjustments: readonly LevelingAdjustment[]): Map<string, CellState> {
  const out = new Map<string, CellState>();
  for (const a of adjustments) {
    const key = cellKey(a.invitation_uid, a.scope_item_uid);
    let s = out.get(key);
    if (!s) {
      s = { plug: null, credit: null, note: null, count: 0 };
      out.set(key, s);
    }
    s.count += 1;
    const prev = s[a.kind];
    if (!prev || prev.created_at <= a.created_at) s[a.kind] = a;
  }
  return out;
}

function makeCell(
  answer: { status: ItemAnswer; text?: string | null } | undefined,
  state: CellState | undefined,
): LevelingCell {
  const plug = state?.plug?.amount_cents || null;
  const credit = state?.credit?.amount_cents || null;
  const status = answer?.status ?? null;
  return {
    status,
    text: answer?.text ?? null,
    plug_cents: plug,
    credit_cents: credit,
    note: state?.note?.note || null,
    unplugged: status === "excluded" && plug === null,
    adjustments: state?.count ?? 0,
  };
}

export function levelBids(input: LevelingInput): LevelingSheet {
  const states = cellStates(input.adjustments);
  const columns: LevelingColumn[] = input.bidders.map((b) => {
    const bid = makeCell(undefined, states.get(cellKey(b.invitation_uid, null)));
    return {
      invitation_uid: b.invitation_uid,
      bidder_name: b.bidder_name,
      status: b.status,
      submission_uid: b.submission?.uid ?? null,
      base_cents: b.submission?.base_bid_cents ?? null,
      plugs_cents: bid.plug_cents ?? 0,
      credits_cents: bid.credit_cents ?? 0,
      leveled_cents: null,
      variance_cents: null,
      alternates: b.submission?.alternates ?? [],
      bid,
      unplugged: 0,
      low: false,
    };
  });
  const rows: LevelingRow[] = input.scope_items.map((item) => ({
    scope_item_uid: item.uid,
    name: item.name,
    budget_cents: item.budget_cents ?? null,
    cells: input.bidders.map((b, i) => {
      const cell = makeCell(b.submission?.items[item.uid], states.get(cellKey(b.invitation_uid, item.uid)));
      const col = columns[i]!;
      col.plugs_cents += cell.plug_cents ?? 0;
      col.credits_cents += cell.credit_cents ?? 0;
      if (cell.unplugged && b.submission) col.unplugged += 1;
      return cell;
    }),
  }));
  let low: LevelingColumn | null = null;
  for (const col of columns) {
    if (col.base_cents === null) continue;
    col.leveled_cents = col.base_cents + col.plugs_cents - col.credits_cents;
    col.variance_cents = col.leveled_cents - input.budget_cents;
    if (!low || col.leveled_cents < low.leveled_cents!) low = col;
  }
  if (low) low.low = true;
  return { budget_cents: input.budget_cents, columns, rows, low_invitation_uid: low?.invitation_uid ?? null };
}

/** The column of one submission, or null when the sheet has none. */
export function columnOfSubmission(sheet: LevelingSheet, submissionUid: string): LevelingColumn | null {
  return sheet.columns.find((c) => c.submission_uid === submissionUid) ?? null;
}
