import { useState, type ChangeEvent } from 'react';

/**
 * The text inputs of a form and their errors. `field(key)` gives what a TextField or
 * TextAreaField needs for that input: its name (the key), value, change handler and error, and
 * `disabled` while the form is busy.
 */
export function useFormFields<K extends string>(
  initial: Record<K, string>,
  { disabled }: { disabled: boolean },
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const field = (key: K) => ({
    name: key,
    disabled,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
    error: errors[key],
  });

  return { values, setValues, setErrors, field };
}
