import { beforeAll, describe, expect, it } from "vitest";
import { bidApi, seedPackage } from "./bids-leveling-helpers";
import { api, rows } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

// The estimate's lines say which awarded bid priced them (`bid_submission_uid`, the grid's "Bid" mark).

let acme: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles();
});

const etag = (res: { headers: Headers }) => Number(res.headers.get("etag")!.replaceAll('"', ""));
const byCode = async (estimateUid: string) => {
  const open = await api.open(acme.cookies.viewer, estimateUid);
  expect(open.status).toBe(200);
  return Object.fromEntries(rows(open.body).map((l) => [l.cost_code as string, l.bid_submission_uid]));
};

describe("awarded lines carry their bid submission", () => {
  it("marks the package's lines on award and clears them on un-award", async () => {
    const s = await seedPackage(acme.company, acme.editor, acme.cookies.editor);
    const c = acme.cookies.editor;
    expect(await byCode(s.estimate.uid)).toEqual({
      "09 21 16": null,
      "09 29 00": null,
      "09 91 00": null,
      "03 30 00": null,
    });

    const awarded = await bidApi.award(
      c,
      s.pkg.uid,
      { submission_uid: s.submissions.b.uid },
      etag(await bidApi.sheet(c, s.pkg.uid)),
    );
    expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);
    const b = s.submissions.b.uid;
    expect(await byCode(s.estimate.uid)).toEqual({
      "09 21 16": b,
      "09 29 00": b,
      "09 91 00": b,
      "03 30 00": null,
    });

    expect((await bidApi.unaward(c, s.pkg.uid, etag(awarded))).status).toBe(200);
    expect(Object.values(await byCode(s.estimate.uid))).toEqual([null, null, null, null]);
  });
});
