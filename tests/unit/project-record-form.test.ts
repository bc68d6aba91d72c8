import { describe, expect, it } from "vitest";
import { validateForm } from "@/components/project/form/form-check";
import {
  costTotal,
  emptyCostRow,
  emptyProjectValues,
  emptyRecordValues,
  numberOrText,
  projectBody,
  recordBody,
  recordServerErrors,
} from "@/components/project/form/form-values";

const row = (cost_code: string, amount_cents: number | null, description = "") => ({
  ...emptyCostRow(),
  cost_code,
  description,
  amount_cents,
});

describe("the project record form", () => {
  it("says Required for the name, the stage and the cost basis date of an empty new project", () => {
    const errors = validateForm("new-project", emptyProjectValues(), emptyRecordValues());
    expect(errors).toMatchObject({
      name: "Required",
      "record.stage": "Required",
      "record.cost_basis_date": "Required",
    });
    // An untouched blank cost line is not an error.
    expect(Object.keys(errors).some((k) => k.startsWith("record.costs"))).toBe(false);
  });

  it("uses the server's messages for a bad ZIP, state, latitude and a completion before the start", () => {
    const project = { ...emptyProjectValues(), name: "A", zip: "7700", latitude: "91", longitude: "-95" };
    const record = {
      ...emptyRecordValues(),
      stage: "bid",
      cost_basis_date: "2021-06-15",
      start_date: "2022-01-01",
      completion_date: "2021-12-31",
    };
    expect(validateForm("new-project", project, record)).toEqual({
      zip: "Must be a ZIP code such as 77002 or 77002-1234",
      latitude: "Must be a latitude between -90 and 90",
      "record.completion_date": "Must be on or after the start date",
    });
  });

  it("points cost-line errors at the form's rows, skipping blank ones, and asks for a missing amount", () => {
    const record = {
      ...emptyRecordValues(),
      stage: "final",
      cost_basis_date: "2021-06-15",
      costs: [row("03 30 00", 100), emptyCostRow(), row("", 5), row("09", null, "Finishes")],
    };
    const errors = validateForm(
      "add-record",
      emptyProjectValues(),
      record,
      "00000000-0000-4000-8000-000000000001",
    );
    expect(errors).toEqual({
      "record.costs.2.cost_code": "Required",
      "record.costs.3.amount_cents": "Required",
    });
  });

  it("maps a record write's 400 errors into the form's keys", () => {
    const rows = [emptyCostRow(), row("03", 1)];
    expect(recordServerErrors({ "costs.0.cost_code": "Unknown code", stage: "Required" }, rows)).toEqual({
      "record.costs.1.cost_code": "Unknown code",
      "record.stage": "Required",
    });
  });

  it("sums the amounts exactly to the cent", () => {
    expect(costTotal([row("03", 125_000_050), row("09", 48_000_025), row("", null)])).toBe(173_000_075);
    expect(costTotal([row("a", 10), row("b", 20)])).toBe(30);
  });

  it("builds the request bodies: numbers from text, tags split, blank rows left out", () => {
    expect(numberOrText(" 1,200.5 ")).toBe(1200.5);
    expect(numberOrText("")).toBeNull();
    expect(numberOrText("abc")).toBe("abc");
    const project = projectBody({
      ...emptyProjectValues(),
      name: "X",
      stories: "4",
      tags: "podium, , wood frame",
    });
    expect(project).toMatchObject({ stories: 4, tags: ["podium", "wood frame"], latitude: null });
    const record = recordBody({
      ...emptyRecordValues(),
      metrics: { ...emptyRecordValues().metrics, gsf: "100,000", units: "" },
      costs: [row("03 30 00", 100, "Concrete"), emptyCostRow()],
    });
    expect(record.metrics).toEqual({ gsf: 100000 });
    expect(record.costs).toEqual([{ cost_code: "03 30 00", description: "Concrete", amount_cents: 100 }]);
  });
});
