/** Problem timers stop at 0 without submitting (spec section 4): say what still counts. */
export function TimeUpNote() {
  return (
    <p role="status" className="text-sm font-medium text-red-700 dark:text-red-300">
      Time is up. Changes are no longer saved; submit to grade the work saved before the deadline.
    </p>
  );
}
