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
  /** Fields hydrated or hydrating whose typed value is yet to be given back (see `restore`). */
  awaiting: Set<HTMLInputElement | HTMLSelectElement>;
  meta: Promise<unknown> | null;
} = {
  hydrated: false,
  pendingClick: null,
  pendingSubmit: null,
  pendingValues: new Map(),
  awaiting: new Set(),
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
  const fields = [...typed.keys(), ...chosen.map(([select]) => select)];
  for (const field of fields) bootHandoff.awaiting.add(field);
  const { pendingClick, pendingSubmit } = bootHandoff;
  bootHandoff.pendingClick = null;
  bootHandoff.pendingSubmit = null;
  whenHydrated(fields, () => {
    for (const [input, first] of typed) restore(input, first);
    for (const [select, first] of chosen) restore(select, first);
    // A new task: the state updates above have rendered before the click reads them.
    setTimeout(() => {
      if (pendingClick?.isConnected) pendingClick.click();
      else if (pendingSubmit?.isConnected) pendingSubmit.requestSubmit();
    }, 0);
  });
}

/**
 * For a field first typed into after the root committed but before the field itself hydrated
 * (the boot script noted it): restores what was typed once React has hydrated the field.
 */
export function restoreWhenHydrated(field: HTMLInputElement | HTMLSelectElement): void {
  if (bootHandoff.awaiting.has(field)) return;
  bootHandoff.awaiting.add(field);
  const first = field.value;
  whenHydrated([field], () => restore(field, first));
}

/**
 * After React has handled a field's `input` or `change` (the boot script listens on the document,
 * past the app's root): a field still awaiting its value is given it at once if it has hydrated by
 * now. A key on a field not yet hydrated makes React hydrate it on the spot, and the value it
 * then records as the field's own already holds that key, so React sees no change and its state
 * stays as rendered; the next render of the field (any state change above it) would set it back
 * and lose the key before the next frame's restore came. This restores in the same event.
 */
export function restoreIfHydrated(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
  if (bootHandoff.awaiting.has(field) && isHydrated(field)) restore(field, field.value);
}

/**
 * Gives a field back what was typed or chosen in it, as the learner's own change, once (a field no
 * longer awaiting has had it). Until then the boot script notes every change of the field (it is
 * `awaiting`): React may already handle a key on a field it has hydrated and, its state not yet
 * restored, set the field back to what was rendered, so the latest note is what the learner typed
 * last. Without a note since the replay began, the field's own value (keys typed after the root
 * committed land there) or `first`.
 */
function restore(field: HTMLInputElement | HTMLSelectElement, first: string): void {
  if (!bootHandoff.awaiting.has(field)) return;
  const noted = bootHandoff.pendingValues.get(field);
  bootHandoff.pendingValues.delete(field);
  bootHandoff.awaiting.delete(field);
  if (field instanceof HTMLSelectElement) {
    // A select's `change` is what React listens to for it.
    field.value = noted ?? first;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const value = noted ?? (field.value !== field.defaultValue ? field.value : first);
  field.value = field.defaultValue; // through React's tracker: it now holds the old value
  valueSetter?.call(field, value); // around it: the DOM holds what was typed
  field.dispatchEvent(new Event('input', { bubbles: true }));
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
