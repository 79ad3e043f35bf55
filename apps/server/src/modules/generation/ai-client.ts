/**
 * One structured call to the configured model: generateText + Output.object({ schema }), a JSON
 * object pulled out of a malformed reply by pattern match, one retry on invalid output, a timeout.
 */
import { createGoogle } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { extractJson } from './sanitize';

export function createModel(config: AppConfig): LanguageModel {
  if (config.aiProvider === 'gemini') {
    const google = createGoogle({
      apiKey: config.GEMINI_API_KEY,
      ...(config.GEMINI_BASE_URL ? { baseURL: config.GEMINI_BASE_URL } : {}),
    });
    return google(config.GEMINI_MODEL);
  }
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.OPENAI_BASE_URL ?? 'http://localhost:11434/v1',
    ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}),
    supportsStructuredOutputs: true,
  });
  return provider.chatModel(config.AI_MODEL);
}

class AiOutputError extends Error {}

export interface AiClient {
  object<T>(schema: z.ZodType<T>, prompt: { system: string; prompt: string }): Promise<T>;
}

export function createAiClient(model: LanguageModel, timeoutMs: number): AiClient {
  async function once<T>(
    schema: z.ZodType<T>,
    prompt: { system: string; prompt: string },
  ): Promise<T> {
    try {
      const result = await generateText({
        model,
        // AI SDK 7 renamed `system` to `instructions` (the old name is a deprecated fallback).
        instructions: prompt.system,
        prompt: prompt.prompt,
        output: Output.object({ schema }),
        temperature: 0.7,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      return schema.parse(result.output);
    } catch (err) {
      if (NoObjectGeneratedError.isInstance(err) && err.text) {
        const parsed = schema.safeParse(extractJson(err.text));
        if (parsed.success) return parsed.data;
        throw new AiOutputError('the model returned JSON that does not match the schema');
      }
      throw err;
    }
  }
  return {
    async object(schema, prompt) {
      try {
        return await once(schema, prompt);
      } catch (err) {
        // One retry, on invalid output only; timeouts and HTTP errors go straight to the fallback.
        if (
          err instanceof AiOutputError ||
          NoObjectGeneratedError.isInstance(err) ||
          (err instanceof Error && err.name === 'ZodError')
        )
          return once(schema, prompt);
        throw err;
      }
    },
  };
}
