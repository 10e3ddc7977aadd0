// After a refused submit, the keyboard goes to the first field of the form that says why.
import { type RefObject, useEffect } from 'react';

/**
 * `refusals` counts the submits that ended with messages at fields (0: none yet); each new one
 * focuses the first control Fluent's Field marked invalid inside `form`.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, refusals: number): void {
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusals]);
}
