// The language model the assistant uses, from AI_PROVIDER / AI_BASE_URL / AI_API_KEY / AI_MODEL (lib/env-ai.ts);
// null when none is configured, and the built-in analyst answers instead.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { aiEnv } from "@/lib/env-ai";

export type ConfiguredModel = { provider: string; modelId: string; model: LanguageModel; dailyLimit: number };

export function configuredModel(): ConfiguredModel | null {
  const env = aiEnv();
  if (!env.AI_PROVIDER || !env.AI_MODEL) return null;
  const model =
    env.AI_PROVIDER === "anthropic"
      ? createAnthropic({ apiKey: env.AI_API_KEY, ...(env.AI_BASE_URL && { baseURL: env.AI_BASE_URL }) })(
          env.AI_MODEL,
        )
      : // includeUsage: the token counts of a streamed answer (OpenAI, Ollama and vLLM send them when asked).
        createOpenAICompatible({
          name: "llm",
          baseURL: env.AI_BASE_URL!,
          apiKey: env.AI_API_KEY,
          includeUsage: true,
        }).chatModel(env.AI_MODEL);
  return { provider: env.AI_PROVIDER, modelId: env.AI_MODEL, model, dailyLimit: env.AI_DAILY_LIMIT };
}
