import { useState, type ChangeEvent } from 'react';

/**
 * The text inputs of a form and their errors. `field(key)` gives what a TextField or
 * TextAreaField needs for that input: its value, change handler and error.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const field = (key: K) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
    error: errors[key],
  });

  return { values, setValues, setErrors, field };
}
