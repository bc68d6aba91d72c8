import { z } from "zod";

// The AI assistant's language model (lib/server/ai/conversation/llm.ts). Unset AI_PROVIDER: the built-in
// rule-based analyst answers, with no model and no limit. Spread into lib/env.ts's schema so a malformed value
// stops start-up with its name; aiEnv() reads it afresh on each call (cheap), as realtimeEnv does.
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

export const aiEnvShape = {
  // openai-compatible (OpenAI, a local Ollama or vLLM …: needs AI_BASE_URL) or anthropic.
  AI_PROVIDER: z
    .enum(["openai-compatible", "anthropic", ""])
    .optional()
    .transform((v) => v || undefined),
  AI_BASE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  // Language-model answers one company may start per day (UTC); the built-in analyst is not counted.
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).default(200),
};

export const aiEnvSchema = z.object(aiEnvShape).superRefine((v, ctx) => {
  if (!v.AI_PROVIDER) return;
  if (!v.AI_MODEL)
    ctx.addIssue({ code: "custom", path: ["AI_MODEL"], message: "is required with AI_PROVIDER" });
  if (v.AI_PROVIDER === "openai-compatible" && !v.AI_BASE_URL)
    ctx.addIssue({
      code: "custom",
      path: ["AI_BASE_URL"],
      message: "is required with AI_PROVIDER=openai-compatible",
    });
  if (v.AI_PROVIDER === "anthropic" && !v.AI_API_KEY)
    ctx.addIssue({ code: "custom", path: ["AI_API_KEY"], message: "is required with AI_PROVIDER=anthropic" });
});

export type AiEnv = z.infer<typeof aiEnvSchema>;

/** The AI settings as they are now; throws with the variable's name when one is malformed. */
export function aiEnv(): AiEnv {
  const result = aiEnvSchema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
