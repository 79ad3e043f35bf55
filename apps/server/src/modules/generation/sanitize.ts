/** Cleaning of AI text (spec section 5): markdown emphasis and control characters are stripped from prose. */

// eslint-disable-next-line no-control-regex -- that is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function stripControl(text: string): string {
  return text.replace(CONTROL, '');
}

/** Removes **bold**, __bold__, *italic*, _italic_ markers and stray asterisks; keeps the words. */
function stripEmphasis(text: string): string {
  return text
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1')
    .replace(/(^|[\s(])\*([^*\n]+)\*(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/(^|[\s(])_([^_\n]+)_(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\*+/g, '')
    .trim();
}

export const cleanProse = (text: string): string => stripEmphasis(stripControl(text));

/** The first JSON object or array in a reply (for providers that wrap JSON in prose or fences). */
export function extractJson(text: string): unknown {
  const match = /[[{][\s\S]*[\]}]/.exec(text);
  if (!match) return undefined;
  try {
    return JSON.parse(match[0]);
  } catch {
    return undefined;
  }
}
