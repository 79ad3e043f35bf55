import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseIcon } from './course-icon';

/** The lucide icon drawn inside the tile (lucide names it in its class). */
function drawnIcon(container: HTMLElement): string {
  return container.querySelector('svg')?.getAttribute('class') ?? '';
}

describe('CourseIcon', () => {
  it('draws the icon the catalogue names, on a tile of the course colour', () => {
    const { container } = render(<CourseIcon icon="Atom" color="#ffffff" />);
    expect(drawnIcon(container)).toContain('lucide-atom');
    expect(container.firstElementChild).toHaveStyle({
      backgroundColor: '#ffffff',
      color: '#0f172a',
    });
  });

  it('falls back to a book for a name outside the set, even an inherited property', () => {
    for (const icon of ['Rocket', 'toString']) {
      const { container, unmount } = render(<CourseIcon icon={icon} color="#1e40af" />);
      expect(drawnIcon(container)).toContain('lucide-book-open');
      unmount();
    }
  });
});
