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
  /**
   * Each field typed into or list chosen in before hydration, with its value: hydrating a
   * controlled field (the catalogue's search and filters) sets it back to what was rendered.
   */
  pendingValues: Map<HTMLInputElement | HTMLSelectElement, string>;
  meta: Promise<unknown> | null;
} = {
  hydrated: false,
  pendingClick: null,
  pendingSubmit: null,
  pendingValues: new Map(),
  meta: null,
};

const HYDRATION_WAIT_MS = 3_000;
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Runs once the app has hydrated `root`: what was typed into the prerendered fields before then
 * is in the DOM (hydration leaves an uncontrolled field as it is) or was noted by the boot script
 * (a controlled one is set back), but not in the components' state. So each such field gets an
 * `input` event the way React sees a change (its value tracker reset first), each list chosen in
 * gets its choice back with a `change` event, then the held click or submit is done again.
 */
export function replayBeforeHydration(root: HTMLElement): void {
  // All read first: the render after the first field's event resets the others to their state.
  const typed = new Map(
    [...root.querySelectorAll('input')]
      .filter((input) => TEXT_TYPES.has(input.type) && input.value !== input.defaultValue)
      .map((input) => [input, input.value] as const),
  );
  const chosen: Array<[HTMLSelectElement, string]> = [];
  for (const [field, value] of bootHandoff.pendingValues) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) chosen.push([field, value]);
    else if (TEXT_TYPES.has(field.type)) typed.set(field, value);
  }
  bootHandoff.pendingValues.clear();
  const { pendingClick, pendingSubmit } = bootHandoff;
  bootHandoff.pendingClick = null;
  bootHandoff.pendingSubmit = null;
  whenHydrated([...typed.keys(), ...chosen.map(([select]) => select)], () => {
    for (const [input, first] of typed) {
      // Keys typed after the root had committed, before this field had hydrated, are in the
      // field, or noted by the boot script when hydration set the field back: keep them.
      const noted = latestNote(input, first);
      const value = input.value !== input.defaultValue ? input.value : noted;
      input.value = input.defaultValue; // through React's tracker: it now holds the old value
      valueSetter?.call(input, value); // around it: the DOM holds what was typed
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // A select's `change` is what React listens to for it.
    for (const [select, first] of chosen) {
      select.value = latestNote(select, first);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // A new task: the state updates above have rendered before the click reads them.
    setTimeout(() => {
      if (pendingClick?.isConnected) pendingClick.click();
      else if (pendingSubmit?.isConnected) pendingSubmit.requestSubmit();
    }, 0);
  });
}

/** The field's value as the boot script last noted it (else `first`), taken off the notes. */
function latestNote(field: HTMLInputElement | HTMLSelectElement, first: string): string {
  const noted = bootHandoff.pendingValues.get(field) ?? first;
  bootHandoff.pendingValues.delete(field);
  return noted;
}

/** Whether React has hydrated `element` (it keeps the element's props on it under this key). */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Runs `run` once React has hydrated every one of `elements` (at most HYDRATION_WAIT_MS). The
 * root commits first and a Suspense boundary's content (a signed-in page's) a moment later: an
 * event sent before that would hydrate the field and lose what it carried.
 */
function whenHydrated(elements: Element[], run: () => void, since = performance.now()): void {
  if (elements.every(isHydrated) || performance.now() - since > HYDRATION_WAIT_MS) {
    run();
    return;
  }
  requestAnimationFrame(() => whenHydrated(elements, run, since));
}
