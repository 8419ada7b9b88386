import { useState } from 'react';

/**
 * A form's value and its errors (field → message): errors show from the first submit on, and then follow each
 * change, so a fixed field clears its message at once without nagging before the first try.
 */
export function useValidatedForm<V extends object, E extends Partial<Record<string, string>>>(
  initial: V,
  validate: (value: V) => E,
) {
  const [form, setForm] = useState<V>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [tried, setTried] = useState(false);
  const update = (patch: Partial<V>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (tried) setErrors(validate(next));
  };
  /** Validates the form as it is and shows the errors; true when there are none. */
  const check = (): boolean => {
    const found = validate(form);
    setTried(true);
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };
  return { form, errors, update, check };
}
