/** The control to fix first: a text field, or the chosen (else the first) star of the rating. */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid || invalid.matches('input, textarea')) return invalid;
  return invalid.querySelector('input:checked') ?? invalid.querySelector('input');
}

/**
 * After a refused submit, whose button sits at the foot of a form taller than a phone's screen:
 * focus goes to the first field to fix, and the form's message at its head comes into view with
 * it. When both do not fit on the screen, the field wins.
 */
export function revealProblem(message: HTMLElement): void {
  const form = message.closest('form');
  const field = form && firstInvalidControl(form);
  if (!field) return;
  // scroll-margin-top keeps the message clear of the sticky header.
  const margin = parseFloat(getComputedStyle(message).scrollMarginTop) || 0;
  const span = field.getBoundingClientRect().bottom - message.getBoundingClientRect().top;
  field.focus({ preventScroll: true });
  if (span + margin <= window.innerHeight) message.scrollIntoView({ block: 'start' });
  else field.scrollIntoView({ block: 'center' });
}
