// The copy's name in both duplicate forms (loaded by the forms when they mount, not with the page): the contract's rule, asked for in the forms' own words.
import { z } from "zod";
import { duplicateEstimateInput } from "@/lib/contract/estimate";

export const copyName = z
  .string()
  .trim()
  .min(1, "Enter a name for the copy")
  .pipe(duplicateEstimateInput.shape.name);

export const copyNameForm = z.object({ name: copyName });

/** /estimate/duplicate: the estimate to copy and the copy's name. */
export const duplicateForm = z.object({
  source_uid: z.string().min(1, "Choose the estimate to copy"),
  name: copyName,
});
