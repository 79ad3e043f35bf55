/** Reading a live event stream (GET /api/events over real HTTP) as it arrives. */

/**
 * Reads a text/event-stream response: `readUntil` reads until the text holds `needle` (or
 * `timeoutMs` passed, or the stream ended); `text` is everything read so far.
 */
export function streamReader(res: Response, timeoutMs: number) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    get text() {
      return text;
    },
    async readUntil(needle: string) {
      const deadline = Date.now() + timeoutMs;
      while (!text.includes(needle) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    },
  };
}
