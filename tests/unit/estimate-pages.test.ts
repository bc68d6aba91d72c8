import { describe, expect, it } from "vitest";
import { constructionMidpoint } from "@/components/estimate/construction-midpoint";
import { formatUpdated } from "@/components/estimate/format";
import { checkCreate, checkUpdate } from "@/components/estimate/header-check";
import { blankHeader, headerBody } from "@/components/estimate/header-values";
import { listQuery, listStateParams, readListState } from "@/components/estimate/list/list-url";
import { previewStack } from "@/components/estimate/markup-preview";
import {
  baseMode,
  move,
  newMarkup,
  parseCategories,
  remove,
  typicalStack,
  withKind,
} from "@/components/estimate/markup-values";
import { ApiClientError } from "@/lib/client/api";
import { serverFailure } from "@/lib/client/use-api-form";
import { validateMarkups } from "@/lib/domain/estimate/markups";

const uid = "0b8f3c4e-9a1d-4c2b-8e7f-1234567890ab";

describe("estimate list URL", () => {
  it("reads filters leniently and writes them back without defaults", () => {
    const s = readListState(
      new URLSearchParams(
        `q=clinic&status=draft&status=bogus&status=final&tag=phase+2&building_type=${uid}&building_type=nope&updated=30&sort=-grand_total&page=3`,
      ),
    );
    expect(s).toEqual({
      q: "clinic",
      status: ["draft", "final"],
      tag: ["phase 2"],
      building_type: [uid],
      updated: "30",
      sort: "-grand_total",
      page: 3,
    });
    expect(listStateParams(s).toString()).toBe(
      `q=clinic&status=draft&status=final&tag=phase+2&building_type=${uid}&updated=30&sort=-grand_total&page=3`,
    );
    expect(
      listStateParams(readListState(new URLSearchParams("sort=evil&page=-2&updated=5"))).toString(),
    ).toBe("");
  });

  it("turns 'last N days' into a date and the page into an offset cursor", () => {
    const s = readListState(new URLSearchParams("updated=7&page=2"));
    expect(listQuery(s, new Date("2026-03-10T12:00:00Z"))).toMatchObject({
      updated_from: "2026-03-03",
      limit: 25,
      cursor: "25",
      sort: "-updated_at",
    });
    expect(listQuery(readListState(new URLSearchParams())).cursor).toBeUndefined();
  });
});

describe("estimate header form", () => {
  it("names every bad field with the server's own messages", () => {
    const result = checkCreate({
      ...blankHeader(),
      name: "  ",
      duration_months: "2.5",
      pricing_date: "2026-13-01",
      state: "Texas",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Required",
      duration_months: "Must be a whole number of months from 0 to 600",
      pricing_date: "Must be a date (YYYY-MM-DD)",
      state: "Must be a two-letter state code such as TX",
    });
  });

  it("sends blanks as blanks, tags as a list and a start-from estimate", () => {
    const values = { ...blankHeader(), name: "Clinic", tags: "a, b,, a", duration_months: "18" };
    const result = checkCreate(values, uid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      name: "Clinic",
      tags: ["a", "b", "a"],
      duration_months: 18,
      from_estimate_uid: uid,
    });
    expect(headerBody({ ...values, duration_months: "" }).duration_months).toBeNull();
    expect(checkUpdate(values).ok).toBe(true);
  });

  it("puts server field errors on their fields and the rest above the buttons", () => {
    const fields = Object.keys(blankHeader());
    const failed = (errors?: Record<string, string>) =>
      serverFailure(new ApiClientError("Check the fields", 400, "validation_error", errors), fields);
    expect(failed({ project_uid: "No such project" })).toEqual({
      message: "Check the fields",
      fields: { project_uid: "No such project" },
    });
    expect(serverFailure(new ApiClientError("", 500), fields)).toEqual({
      message: "Something went wrong.",
      fields: {},
    });
    expect(failed({ from_estimate_uid: "No such estimate" })).toEqual({
      message: "No such estimate",
      fields: {},
    });
  });

  it("shows the construction midpoint the escalation engine uses", () => {
    expect(constructionMidpoint("2026-01-01", 12)).toBe("2026-07-01");
    expect(constructionMidpoint("2026-01-01", 0)).toBe("2026-01-01");
    expect(constructionMidpoint("2026-01-01", null)).toBeNull();
    expect(constructionMidpoint("", 12)).toBeNull();
  });

  it("says when an estimate was edited in words", () => {
    const now = Date.parse("2026-03-10T12:00:00Z");
    expect(formatUpdated("2026-03-10T11:59:40Z", now)).toBe("just now");
    expect(formatUpdated("2026-03-10T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatUpdated("2026-03-09T12:00:00Z", now)).toBe("yesterday");
  });
});

describe("markup stack editor helpers", () => {
  it("starts from a typical stack the engine accepts, and previews it on the sample job", () => {
    const stack = typicalStack();
    expect(validateMarkups(stack)).toEqual([]);
    const preview = previewStack(stack)!;
    // General conditions: 8% of the $10M direct cost.
    expect(preview.markups[0]).toMatchObject({ amount_cents: 80_000_000, base_cents: 1_000_000_000 });
    // Sales tax: 8.25% of the $4M of material only.
    expect(preview.markups.at(-1)).toMatchObject({ amount_cents: 33_000_000, base_cents: 400_000_000 });
    expect(preview.grand_total_cents).toBe(
      1_000_000_000 + preview.markups.reduce((sum, m) => sum + m.amount_cents, 0),
    );
  });

  it("removing a markup drops it from the others' bases; moving can make a base invalid", () => {
    const a = { ...newMarkup("percent", "A"), percent: 5 };
    const b = {
      ...newMarkup("percent", "B"),
      percent: 2,
      base: { direct: false, markups: [a.uid], running_total: false },
    };
    expect(baseMode(b.base)).toBe("custom");
    expect(remove([a, b], a.uid)[0]!.base!.markups).toEqual([]);
    expect(validateMarkups(move([a, b], 1, -1)).map((p) => p.message)).toEqual([
      "Markup 'B' cannot be based on 'A', which comes after it",
    ]);
  });

  it("changes kind keeping the name, and reads categories", () => {
    const m = withKind({ ...newMarkup("percent", "Bond"), percent: 1 }, "lump_sum");
    expect(m).toMatchObject({ name: "Bond", kind: "lump_sum", amount_cents: 0 });
    expect(m.base).toBeUndefined();
    expect(parseCategories(" 05, 09 21,05 ,")).toEqual(["05", "09 21"]);
    expect(parseCategories("  ")).toBeNull();
  });
});
