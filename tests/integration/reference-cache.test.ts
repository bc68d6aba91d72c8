import { describe, expect, it } from "vitest";
import * as rates from "@/app/api/v1/reference/escalation-rate/route";
import * as locations from "@/app/api/v1/reference/location-index/route";
import { api } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";

// The estimate open reads the escalation table and the location indexes through a per-process cache: a write
// to either list shows in the very next open, and another company's write does not touch this one's.
describe("reference data read by the estimate open", () => {
  it("shows a replaced escalation table and location index at once", async () => {
    const [own, other] = await Promise.all([companyWithRoles(), companyWithRoles()]);
    const created = await api.create(own.cookies.editor, { name: "Cached", state: "TX" });
    expect(created.status).toBe(201);
    const uid = created.body.uid as string;
    const before = await api.open(own.cookies.viewer, uid);
    expect(before.body.escalation_rates.length).toBeGreaterThan(2);
    expect(before.body.location_label).toMatch(/^Texas /);

    const putRates = await call(rates.PUT, "PUT", "/api/v1/reference/escalation-rate", {
      cookie: own.cookies.admin,
      headers: { "if-match": '"1"' },
      body: { rates: [{ year: 2027, rate_percent: 4.5, kind: "forecast" }] },
    });
    expect(putRates.status).toBe(200);
    const putIndexes = await call(locations.PUT, "PUT", "/api/v1/reference/location-index", {
      cookie: own.cookies.admin,
      headers: { "if-match": '"1"' },
      body: { indexes: [{ kind: "state", key: "TX", label: "Texas (ours)", value: 91.5 }] },
    });
    expect(putIndexes.status).toBe(200);

    const after = await api.open(own.cookies.viewer, uid);
    expect(after.body.escalation_rates).toEqual([{ year: 2027, rate_percent: 4.5 }]);
    expect(after.body.location_factor).toBe(0.915);
    expect(after.body.location_label).toBe("Texas (ours) 91.5 / National 100");

    const theirs = await api.create(other.cookies.editor, { name: "Theirs", state: "TX" });
    const theirOpen = await api.open(other.cookies.viewer, theirs.body.uid);
    expect(theirOpen.body.escalation_rates.length).toBe(before.body.escalation_rates.length);
    expect(theirOpen.body.location_label).toBe(before.body.location_label);
  });
});
