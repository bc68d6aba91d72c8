// How `GET /estimate/{uid}` carries the lines: rows (the default, one array per line) or, when asked with
// `?lines=columns`, blocks of columns (one array per field), which the editor uses: fewer arrays to parse and
// build, and each field's values side by side compress better.
import { z } from "zod";
import { lineFields } from "./estimate-line";

export const openLinesForms = ["rows", "columns"] as const;
export type OpenLinesForm = (typeof openLinesForms)[number];

export const openEstimateQuery = z.object({
  lines: z
    .enum(openLinesForms, { error: "Must be rows or columns" })
    .default("rows")
    .describe(
      "rows (default): `lines.rows`, one array per line. columns: `lines.blocks`, the same lines in blocks of " +
        "up to 5,000, each block one array per field",
    ),
});

/** One block of lines: an array per field, in `fields` order, each as long as the block. */
const columnBlock = z.array(z.array(z.unknown()));

export const columnLines = z
  .object({
    fields: z.array(z.enum(lineFields)).describe("The field of each column of a block, in order"),
    blocks: z
      .array(columnBlock)
      .describe(
        "The lines in budget order, a block at a time; a block holds one array per field (its values for " +
          "the block's lines), so line i of a block is the i-th value of each of its arrays",
      ),
  })
  .describe("Lines column by column (`?lines=columns`): the same values as `rows`, one array per field");
