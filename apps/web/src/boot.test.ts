/**
 * The boot script's side of the handoff (lib/boot-handoff.ts): it notes what is typed into a field
 * until the app has given the field back its value, so a key that React handles on a field it has
 * just hydrated, and sets back, is not lost. Only `input` events are sent here: a key, pointer or
 * focus event would start the app.
 */
import { afterEach, expect, it, vi } from 'vitest';
import './boot';
import { bootHandoff, replayBeforeHydration } from './lib/boot-handoff';

afterEach(() => {
  document.body.innerHTML = '';
  bootHandoff.pendingValues.clear();
  bootHandoff.awaiting.clear();
  bootHandoff.hydrated = false;
});

function searchBox() {
  document.body.innerHTML = '<div id="root"><input type="search" aria-label="Search"></div>';
  const root = document.getElementById('root') as HTMLElement;
  const input = root.querySelector('input') as HTMLInputElement;
  const replayed: string[] = [];
  root.addEventListener('input', (event) => {
    if (!event.isTrusted && (event as { fromKey?: boolean }).fromKey !== true)
      replayed.push((event.target as HTMLInputElement).value);
  });
  return { root, input, replayed };
}

/** A key typed into the field: the browser sets the value, then sends `input`. */
function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(Object.assign(new Event('input', { bubbles: true }), { fromKey: true }));
}

const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });

it('keeps a key React handled on a hydrated field before the replay gave it back its value', async () => {
  const { root, input, replayed } = searchBox();
  type(input, 'reac');
  bootHandoff.hydrated = true;
  replayBeforeHydration(root);
  hydrate(input);
  // React sees this key first (its listener is on the root, before the document's): its state
  // still holds what was rendered, so it sets the field back.
  root.addEventListener('input', (event) => {
    if ((event as { fromKey?: boolean }).fromKey === true) input.value = '';
  });
  type(input, 'react');
  await vi.waitFor(() => expect(replayed).toEqual(['react']));
  expect(input.value).toBe('react');
});

it('gives a key back in its own event when that event made React hydrate the field, once', async () => {
  const { root, input, replayed } = searchBox();
  bootHandoff.hydrated = true;
  replayBeforeHydration(root);
  // React hydrates the field on the spot to handle the key; its tracker starts from the value that
  // already holds the key, so it sees no change. A render before the next frame would set it back.
  root.addEventListener('input', (event) => {
    if ((event as { fromKey?: boolean }).fromKey === true) hydrate(input);
  });
  type(input, 'r');
  expect(replayed).toEqual(['r']);
  expect(input.value).toBe('r');
  expect(bootHandoff.awaiting.size).toBe(0);
  // The frame's restore that was waiting for the field finds it given back already.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(replayed).toEqual(['r']);
});

it('gives back a field first typed into after the replay began, once it has hydrated', async () => {
  const { root, input, replayed } = searchBox();
  bootHandoff.hydrated = true;
  replayBeforeHydration(root);
  type(input, 'p');
  type(input, 'py');
  // The field's hydration sets it back to what was rendered.
  input.value = '';
  hydrate(input);
  await vi.waitFor(() => expect(replayed).toEqual(['py']));
  expect(input.value).toBe('py');
});
