/** What a MockLanguageModelV4 (ai/test) answers: one text part, the JSON of `obj`, finished normally. */
export function modelReply(obj: unknown) {
  return {
    content: [{ type: 'text' as const, text: JSON.stringify(obj) }],
    finishReason: { unified: 'stop' as const, raw: 'stop' },
    usage: {
      inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 1, text: 1, reasoning: 0 },
    },
    warnings: [],
  };
}
