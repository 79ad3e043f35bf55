import { useEffect, useRef, useState, type ChangeEvent } from 'react';

/** The named text inputs' values as the form holds them now. */
function readForm<K extends string>(form: HTMLFormElement | null, keys: readonly K[]) {
  const data = form ? new FormData(form) : null;
  return Object.fromEntries(
    keys.map((key) => {
      const value = data?.get(key);
      return [key, typeof value === 'string' ? value : ''];
    }),
  ) as Record<K, string>;
}

/**
 * The text inputs of a prerendered form (login, sign-up; docs/decisions/038). They are
 * uncontrolled: the DOM holds what was typed, also before the app hydrated the page, and React
 * never writes a value back, so nothing typed while it loads can be lost. `read()` gives the
 * values at submit; `values` follows typing for what shows live (the strength meter) and starts
 * from what the page held when the app took over. `field(key)` gives what a TextField needs.
 */
export function useTypedFields<K extends string>(
  keys: readonly K[],
  { disabled }: { disabled: boolean },
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => readForm(null, keys));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  useEffect(() => {
    setValues(readForm(formRef.current, keys));
    // Once, after hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const field = (key: K) => ({
    name: key,
    disabled,
    defaultValue: '',
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
    error: errors[key],
  });

  return { formRef, values, setErrors, field, read: () => readForm(formRef.current, keys) };
}
