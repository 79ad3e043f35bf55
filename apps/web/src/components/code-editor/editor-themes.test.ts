import { describe, expect, it } from 'vitest';
import { EDITOR_PALETTES, TOKEN_COLOURS } from './editor-themes';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('editor themes', () => {
  it('compute the WCAG ratio the way axe does (black on white is 21:1, #777 on white 4.48:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const [name, palette] of Object.entries(EDITOR_PALETTES)) {
    it(`${name}: every token, line number and placeholder reaches 4.5:1 on the background, the gutter and the active line`, () => {
      const below = TOKEN_COLOURS.flatMap((token) =>
        (['background', 'activeLine', 'gutterBackground'] as const)
          .map((bg) => ({ token, bg, ratio: contrast(palette[token], palette[bg]) }))
          .filter((r) => r.ratio < 4.5),
      );
      expect(below).toEqual([]);
    });
  }
});
