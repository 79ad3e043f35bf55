import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTestDate } from './format';
import { storeLanguage } from './locale';
import { useLocale } from './use-locale';

afterEach(() => {
  vi.restoreAllMocks();
  storeLanguage('en');
  localStorage.clear();
});

function TestDate() {
  return <p>{formatTestDate('2026-03-07T10:00:00Z', useLocale())}</p>;
}

describe('useLocale', () => {
  it('re-renders dates on screen when the language setting is stored', () => {
    render(<TestDate />);
    expect(screen.getByText('Mar 7, 2026')).toBeInTheDocument();
    act(() => storeLanguage('de'));
    expect(screen.getByText('7. März 2026')).toBeInTheDocument();
    act(() => storeLanguage('en'));
    expect(screen.getByText('Mar 7, 2026')).toBeInTheDocument();
  });

  /** What another tab's save looks like here: the shared storage changed, then a storage event. */
  function otherTabStores(language: string, eventKey: string) {
    act(() => {
      localStorage.setItem('codeconquer.language', language);
      window.dispatchEvent(new StorageEvent('storage', { key: eventKey }));
    });
  }

  it('follows a language saved in another tab', () => {
    render(<TestDate />);
    otherTabStores('fr', 'codeconquer.language');
    expect(screen.getByText('7 mars 2026')).toBeInTheDocument();
  });

  it('ignores storage events for other keys', () => {
    render(<TestDate />);
    otherTabStores('fr', 'codeconquer.theme');
    // Nothing told it about the language, so the text on screen stays as rendered.
    expect(screen.getByText('Mar 7, 2026')).toBeInTheDocument();
  });

  it('holds a language for this visit when storage cannot keep it', () => {
    render(<TestDate />);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    act(() => storeLanguage('de'));
    expect(localStorage.getItem('codeconquer.language')).toBeNull();
    expect(screen.getByText('7. März 2026')).toBeInTheDocument();
  });
});
