import { useLayoutEffect, type RefObject } from 'react';

/** A form's values by field name (an interface's keys too). */
type FieldValues<Values> = { [Name in keyof Values]: string | number | boolean };

/**
 * A server-rendered form is there, and can be filled in, before the app has hydrated it. React
 * leaves what was typed, chosen or ticked in the fields as it hydrates, but the form's state still
 * holds what the server rendered, and the next render would write that back over the fields. So,
 * as the form mounts and before anything renders again, each field of `values` takes what its
 * element (by name) holds: the text or choice (as a number for a number value, a party's size),
 * or for a yes/no value whether the box is ticked.
 * Nothing changes when nothing was typed, as when the browser rendered the form. A submission
 * sent before hydration is sent once the app has started (client/src/boot.ts), with these values.
 */
export function useValuesTypedEarly<Values extends FieldValues<Values>>(
  formRef: RefObject<HTMLFormElement | null>,
  setValues: (typed: (values: Values) => Values) => void,
): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((values) => {
      let typed = values;
      for (const [name, value] of Object.entries(values)) {
        const element = form.elements.namedItem(name);
        if (!isField(element)) continue;
        const current =
          typeof value === 'boolean' && element instanceof HTMLInputElement
            ? element.checked
            : typeof value === 'number'
              ? Number(element.value)
              : element.value;
        if (current !== value) typed = { ...typed, [name]: current };
      }
      return typed;
    });
    // Only what the server rendered can hold what was typed before the app: once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function isField(
  element: unknown,
): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}
