/**
 * A bid package with N bidders × M scope items, made through the API as a user would: an estimate with lines, a
 * package over them, bidders invited, each bid submitted through its portal link (the link the invitation
 * answers editors), then a few plugs and a credit. Used by bench/bid-leveling.ts and the leveling screenshots.
 */
import type { APIRequestContext } from "@playwright/test";

const answers = ["included", "included", "included", "excluded", "qualified"] as const;

async function json<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function seedLevelingPackage(
  api: APIRequestContext,
  options: { bidders: number; items: number; name?: string },
) {
  const estimate = await json<{ uid: string }>(
    await api.post("/api/v1/estimate", {
      data: { name: options.name ?? `Leveling ${options.bidders}×${options.items}` },
    }),
    "estimate",
  );
  const lines = await json<{ created: { uid: string }[] }>(
    await api.post(`/api/v1/estimate/${estimate.uid}/line`, {
      data: {
        create: [
          {
            client_key: "a",
            cost_code: "09 21 16",
            description: "Gypsum board assemblies",
            quantity: 42000,
            unit: "SF",
            unit_cost_cents: 385,
          },
          {
            client_key: "b",
            cost_code: "09 22 16",
            description: "Non-structural metal framing",
            quantity: 42000,
            unit: "SF",
            unit_cost_cents: 210,
          },
          {
            client_key: "c",
            cost_code: "09 91 23",
            description: "Interior painting",
            lump_sum_cents: 6_850_000,
          },
          {
            client_key: "d",
            cost_code: "03 30 00",
            description: "Cast-in-place concrete",
            lump_sum_cents: 125_000_000,
          },
        ],
      },
    }),
    "lines",
  );
  const due = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 16);
  const pkg = await json<{ uid: string; version: number; scope_items: { uid: string }[] }>(
    await api.post(`/api/v1/estimate/${estimate.uid}/bid-package`, {
      data: {
        name: "Drywall, framing and paint",
        trade: "09",
        line_uids: lines.created.slice(0, 3).map((l) => l.uid),
        scope_items: Array.from({ length: options.items }, (_, i) => ({
          text:
            i < 6
              ? [
                  "Metal stud framing",
                  "Gypsum board, Type X at rated walls",
                  "Tape, mud and Level 4 finish",
                  "Acoustic insulation",
                  "Primer and two finish coats",
                  "Patch and repair after MEP",
                ][i]!
              : `Scope item ${i + 1}`,
        })),
        due_local: due,
        time_zone: "America/Chicago",
      },
    }),
    "package",
  );
  const names = [
    "Acme Drywall",
    "Birch Interiors",
    "Cedar Walls",
    "Dogwood Finishes",
    "Elm Street Contracting",
    "Fir & Sons",
  ];
  const bidderUids: string[] = [];
  for (let i = 0; i < options.bidders; i++) {
    const b = await json<{ uid: string }>(
      await api.post("/api/v1/bidder", {
        data: {
          name: i < names.length ? names[i] : `Bidder ${i + 1}`,
          trades: ["09"],
          contacts: [{ name: `Estimator ${i + 1}`, email: `bids-${i + 1}-${Date.now()}@example.test` }],
        },
      }),
      "bidder",
    );
    bidderUids.push(b.uid);
  }
  const invited = await json<{ invitations: { uid: string; link: string | null }[] }>(
    await api.post(`/api/v1/bid-package/${pkg.uid}/invitation`, {
      data: { invitations: bidderUids.map((bidder_uid) => ({ bidder_uid })) },
    }),
    "invitations",
  );
  const items = (
    await json<{ scope_items: { uid: string }[] }>(await api.get(`/api/v1/bid-package/${pkg.uid}`), "package")
  ).scope_items;
  // All but the last bidder submit (the last one is left invited).
  for (const [i, inv] of invited.invitations.slice(0, -1).entries()) {
    const token = new URL(inv.link!, "http://x").pathname.split("/").pop()!;
    await json(
      await api.post(`/api/v1/bid-portal/${token}/submission`, {
        data: {
          action: "submit",
          base_bid_cents: 27_000_000 + ((i * 7_919_113) % 5_000_000),
          items: items.map((it, k) => {
            const status = answers[(i + k) % answers.length]!;
            return {
              scope_item_uid: it.uid,
              status,
              text: status === "qualified" ? "Type X only; no rated shafts" : null,
            };
          }),
          alternates:
            i % 2 ? [{ description: "Level 5 finish at lobby", amount_cents: 1_850_000 + i * 1000 }] : [],
          unit_prices: [],
          exclusions: null,
        },
      }),
      `submission ${i}`,
    );
  }
  // A few plugs and a credit on the first bidder.
  const sheet = await api.get(`/api/v1/bid-package/${pkg.uid}/leveling`);
  const version = sheet.headers().etag!;
  const first = invited.invitations[0]!.uid;
  const excluded = items.filter((_, k) => answers[k % answers.length] === "excluded").slice(0, 3);
  if (excluded.length) {
    await json(
      await api.put(`/api/v1/bid-package/${pkg.uid}/leveling`, {
        headers: { "If-Match": version },
        data: {
          adjustments: [
            ...excluded.map((it) => ({
              invitation_uid: first,
              scope_item_uid: it.uid,
              kind: "plug",
              amount_cents: 1_250_000,
            })),
            { invitation_uid: first, scope_item_uid: items[0]!.uid, kind: "credit", amount_cents: 300_000 },
            {
              invitation_uid: first,
              scope_item_uid: items[0]!.uid,
              kind: "note",
              note: "Credit for owner-supplied studs",
            },
          ],
        },
      }),
      "adjustments",
    );
  }
  return { estimateUid: estimate.uid, packageUid: pkg.uid };
}
