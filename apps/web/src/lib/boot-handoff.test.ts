import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootHandoff, replayBeforeHydration, restoreWhenHydrated } from './boot-handoff';

afterEach(() => {
  document.body.innerHTML = '';
  bootHandoff.pendingValues.clear();
  bootHandoff.awaiting.clear();
});

function rootWith(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** What React leaves on an element it has hydrated. */
function markHydrated(element: Element) {
  Object.assign(element, { __reactProps$test: {} });
}

describe('replayBeforeHydration', () => {
  it('chooses again what was chosen in a list before the app ran, with the change event', () => {
    const root = rootWith(`<select aria-label="Level">
      <option value="all" selected>All Levels</option><option value="advanced">Advanced</option>
    </select>`);
    const select = root.querySelector('select') as HTMLSelectElement;
    bootHandoff.pendingValues.set(select, 'advanced');
    // Hydration set the list back to what the page was rendered with.
    select.value = 'all';
    markHydrated(select);
    const seen: string[] = [];
    root.addEventListener('change', (event) =>
      seen.push((event.target as HTMLSelectElement).value),
    );

    replayBeforeHydration(root);

    expect(select.value).toBe('advanced');
    expect(seen).toEqual(['advanced']);
    expect(bootHandoff.pendingValues.size).toBe(0);
  });

  it('types again into a field that hydration set back to what was rendered', () => {
    const root = rootWith('<input type="search" aria-label="Search">');
    const input = root.querySelector('input') as HTMLInputElement;
    bootHandoff.pendingValues.set(input, 'PYTHON');
    markHydrated(input);
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));

    replayBeforeHydration(root);

    expect(input.value).toBe('PYTHON');
    expect(seen).toEqual(['PYTHON']);
  });

  it('waits for React to hydrate a field before typing into it again', async () => {
    const root = rootWith('<input type="search" aria-label="Search">');
    const input = root.querySelector('input') as HTMLInputElement;
    bootHandoff.pendingValues.set(input, 'PYTHON');
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));

    replayBeforeHydration(root);
    expect(seen).toEqual([]);
    markHydrated(input);
    await vi.waitFor(() => expect(seen).toEqual(['PYTHON']));
  });

  it('keeps the keys typed after the value was noted, while the field was still hydrating', async () => {
    const root = rootWith('<input type="search" aria-label="Search">');
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'p';
    bootHandoff.pendingValues.set(input, 'p');
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));

    replayBeforeHydration(root);
    // The root has committed (no more values noted); a key lands before this field hydrates.
    input.value = 'py';
    markHydrated(input);
    await vi.waitFor(() => expect(seen).toEqual(['py']));
    expect(input.value).toBe('py');
  });

  it('keeps the keys noted while the field was still hydrating when its hydration set them back', async () => {
    const root = rootWith('<input type="search" aria-label="Search">');
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'r';
    bootHandoff.pendingValues.set(input, 'r');
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));

    replayBeforeHydration(root);
    // After the root committed, a key lands (the boot script notes "re"), then the field's
    // hydration sets it back to what was rendered.
    bootHandoff.pendingValues.set(input, 're');
    input.value = '';
    markHydrated(input);
    await vi.waitFor(() => expect(seen).toEqual(['re']));
    expect(input.value).toBe('re');
    expect(bootHandoff.pendingValues.size).toBe(0);
  });
});

describe('restoreWhenHydrated', () => {
  it('gives back a field first typed into after the replay began, once it has hydrated', async () => {
    const root = rootWith('<input type="search" aria-label="Search">');
    const input = root.querySelector('input') as HTMLInputElement;
    replayBeforeHydration(root);
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
    // The boot script notes the first key and asks for the field to be restored.
    input.value = 'p';
    bootHandoff.pendingValues.set(input, 'p');
    restoreWhenHydrated(input);
    bootHandoff.pendingValues.set(input, 'py');
    expect(seen).toEqual([]);
    // Its hydration sets it back to what was rendered.
    input.value = '';
    markHydrated(input);
    await vi.waitFor(() => expect(seen).toEqual(['py']));
    expect(input.value).toBe('py');
    expect(bootHandoff.awaiting.size).toBe(0);
  });
});
