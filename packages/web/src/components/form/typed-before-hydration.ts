import { useLayoutEffect, useState } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: Element): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function fieldsOf(formName: string): Field[] {
  const form = document.querySelector(`form[aria-label="${CSS.escape(formName)}"]`);
  return form instanceof HTMLFormElement ? [...form.elements].filter(isField).filter((field) => field.name) : [];
}

const valueOf = (field: Field): string | boolean =>
  field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;

/** What the server's markup says the field holds (its value attribute, the selected option, the checked box). */
function renderedValueOf(field: Field): string | boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return field instanceof HTMLInputElement && field.type === 'checkbox' ? field.defaultChecked : field.defaultValue;
}

/** Sets a field as typing would: its value, then the events the app's handlers listen to. */
function retype(field: Field, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if (!(field instanceof HTMLInputElement)) return;
    field.checked = !value;
    field.click();
    return;
  }
  // The element's own setter: a framework's value tracking would take a plain assignment for its own doing.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  for (const type of ['input', 'change']) field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * A form the server rendered can be filled in before the app hydrates it (docs/decisions/0029). The app's first
 * render must be the server's page, so the form and MUI's fields start from the defaults the markup shows, and know
 * nothing of what the browser holds since: the fields that differ from the markup are read during that first render
 * and typed again right after it, before the page is painted, through the events the form and the fields follow.
 * Outside a hydration the form is not in the page yet and nothing is read. `formName` is its aria-label.
 */
export function useTypedBeforeHydration(formName: string): void {
  const [typed] = useState(() =>
    typeof document === 'undefined'
      ? []
      : fieldsOf(formName)
          .filter((field) => valueOf(field) !== renderedValueOf(field))
          .map((field) => [field.name, valueOf(field)] as const),
  );
  useLayoutEffect(() => {
    if (typed.length === 0) return;
    const fields = new Map(fieldsOf(formName).map((field) => [field.name, field]));
    for (const [name, value] of typed) {
      const field = fields.get(name);
      if (field) retype(field, value);
    }
  }, [formName, typed]);
}
