// The copy's name in both duplicate forms: the contract's rule, asked for in the forms' own words.
import { z } from "zod";
import { duplicateEstimateInput } from "@/lib/contract/estimate";

export const copyName = z
  .string()
  .trim()
  .min(1, "Enter a name for the copy")
  .pipe(duplicateEstimateInput.shape.name);

export const copyNameForm = z.object({ name: copyName });
