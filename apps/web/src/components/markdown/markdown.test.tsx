/**
 * Lessons render GFM pipe tables (nine lessons had their tables shown as one line of pipes);
 * question text still shows pipes as written.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const TABLE = '| Type | Size |\n|------|------|\n| byte | 1 byte |\n| int | 4 bytes |';

describe('Markdown', () => {
  it('renders a lesson table with its header and rows, in a scrollable region', () => {
    render(<Markdown markdown={`Primitives:\n\n${TABLE}`} variant="lesson" />);
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type', 'Size']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: '4 bytes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Table' })).toContainElement(table);
  });

  it('leaves the pipes of question text as written', () => {
    render(<Markdown markdown={TABLE} variant="text" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/\| byte \| 1 byte \|/)).toBeInTheDocument();
  });
});
