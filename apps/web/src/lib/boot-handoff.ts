/**
 * What the prerendered pages' boot script (src/boot.ts) hands to the app when it starts
 * (docs/decisions/027): the button clicked or the form submitted before the app ran, to be done
 * again once it has hydrated, and the /api/meta answer the boot script painted the figures from,
 * so the app's first render matches the page.
 */
export const bootHandoff: {
  hydrated: boolean;
  pendingClick: HTMLElement | null;
  pendingSubmit: HTMLFormElement | null;
  meta: Promise<unknown> | null;
} = { hydrated: false, pendingClick: null, pendingSubmit: null, meta: null };

const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Runs once the app has hydrated `root`: what was typed into the prerendered fields before then
 * is still in the DOM (hydration leaves it) but not in the components' state, so each such field
 * gets an `input` event the way React sees a change (its value tracker reset first), then the held
 * click or submit is done again.
 */
export function replayBeforeHydration(root: HTMLElement): void {
  // All read first: the render after the first field's event resets the others to their state.
  const typed = [...root.querySelectorAll('input')]
    .filter((input) => TEXT_TYPES.has(input.type) && input.value !== input.defaultValue)
    .map((input) => [input, input.value] as const);
  for (const [input, value] of typed) {
    input.value = input.defaultValue; // through React's tracker: it now holds the old value
    valueSetter?.call(input, value); // around it: the DOM holds what was typed
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const { pendingClick, pendingSubmit } = bootHandoff;
  bootHandoff.pendingClick = null;
  bootHandoff.pendingSubmit = null;
  // A new task: the state updates above have rendered before the click reads them.
  setTimeout(() => {
    if (pendingClick?.isConnected) pendingClick.click();
    else if (pendingSubmit?.isConnected) pendingSubmit.requestSubmit();
  }, 0);
}
