// An estimate's unit mix (issue 13): the rows as sent and answered, the inputs it derives, its totals and a
// comparison of its $/unit with the company's projects of the same building type. Versioned with the
// estimate (the ETag is the estimate's version).
import { z } from "zod";
import { unitTypes } from "@/lib/domain/estimate/unit-mix";
import { oneOf } from "./estimate-fields";
import { operation } from "./operation";

const number = (what: string) => z.number({ error: `${what} must be a number` });

const unitMixRow = z
  .object({
    type: z.enum(unitTypes, oneOf(unitTypes)),
    name: z
      .string()
      .trim()
      .max(30, "Must be at most 30 characters")
      .nullable()
      .default(null)
      .describe("A custom type's confirmed name (upper case): its count is the input UNITS_<NAME>"),
    count: number("Count"),
    avg_nrsf: number("Average NRSF"),
    beds: number("Beds per unit").default(0),
    baths: number("Baths per unit").default(0),
    market_rent_cents: number("Market rent").nullable().default(null).describe("Monthly, per unit"),
  })
  .strict();

export const unitMixInput = z
  .object({
    enabled: z.boolean({ error: "Must be true or false" }),
    rows: z.array(unitMixRow).max(50, "At most 50 unit types"),
    keep: z
      .enum(["mix", "inputs"], { error: 'Must be "mix" or "inputs"' })
      .optional()
      .describe(
        "When a hand-entered input has a name the mix derives: mix removes the hand-entered one, inputs keeps it (it wins over the mix)",
      ),
  })
  .strict();

const derivedInputDto = z.object({
  name: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  value: z.number(),
  active: z.boolean().describe("False when a hand-entered input of the same name wins, or the mix is off"),
});

const comparisonDto = z
  .object({
    building_type_name: z.string(),
    count: z.number().int().describe("Projects of the type with units and a cost"),
    median_cents: z.number().nullable(),
    p25_cents: z.number().nullable(),
    p75_cents: z.number().nullable(),
    estimate_cents: z.number().nullable().describe("This estimate's $/unit (grand total / UNITS)"),
    target_date: z.string().nullable(),
    target_location: z.string().nullable().describe('"Houston, TX" or "National average"'),
  })
  .describe(
    "$/unit of the company's projects of the estimate's building type, normalised to its date and place",
  );

const unitMixRowDto = unitMixRow
  .extend({
    name: z.string().nullable(),
    beds: z.number(),
    baths: z.number(),
    market_rent_cents: z.number().nullable(),
  })
  .required();

/** The mix as the estimate carries it (the editor derives its inputs from it as the server does). */
export const storedUnitMixDto = z.object({ enabled: z.boolean(), rows: z.array(unitMixRowDto) });

export const unitMixDto = z.object({
  enabled: z.boolean(),
  rows: z.array(unitMixRowDto),
  totals: z.object({
    units: z.number(),
    nrsf: z.number(),
    beds: z.number(),
    baths: z.number(),
    avg_unit_sf: z.number().nullable(),
    market_rent_cents: z.number().nullable(),
  }),
  derived_inputs: z.array(derivedInputDto),
  residential: z.boolean().describe("The building type is priced per unit: the panel shows by default"),
  hotel: z.boolean().describe("Hotels count keys"),
  comparison: comparisonDto.nullable(),
  version: z.number().int().describe("The estimate's version (If-Match for PUT)"),
});
export type UnitMixDto = z.infer<typeof unitMixDto>;

export const unitMixOperations = {
  get: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}/unit-mix",
    summary: "The estimate's unit mix, the inputs it derives and its $/unit against similar projects",
    permission: "estimate.read",
    response: unitMixDto,
  }),
  put: operation({
    method: "PUT",
    path: "/api/v1/estimate/{uid}/unit-mix",
    summary:
      "Replace the unit mix or turn it on or off; lines reading its inputs and the totals are recomputed",
    description:
      "Turning the mix on when hand-entered inputs carry names it derives needs `keep` (mix or inputs); without it the answer is a 400 naming them. Removing a derived input that line formulas read is refused.",
    permission: "estimate.write",
    body: unitMixInput,
    response: unitMixDto,
  }),
};
