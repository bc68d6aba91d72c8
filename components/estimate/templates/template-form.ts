// The make-a-template form's check (loaded when the form mounts): the contract's schema.
import { z } from "zod";
import { createTemplateInput } from "@/lib/contract/estimate-template";

export const makeTemplateForm = z.object({
  name: createTemplateInput.shape.name,
  from_estimate_uid: z.string(),
});
