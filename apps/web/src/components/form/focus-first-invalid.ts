import { useCallback, useEffect, useState } from 'react';

/**
 * After a submit that did not go through, focus goes to the first field marked wrong, in the order the
 * reader sees them (issue 25: it stayed on the button). react-hook-form does this only for fields it
 * holds a ref to; the date, time, list and tag widgets are wired through Controller without one. When
 * no field is to blame, `fallback` (a line that says what is missing) takes it; without one, the
 * form's error message does when the server refused the whole request and the focus was lost with a
 * button that disappeared.
 */
export function focusFirstInvalid(form: HTMLFormElement, fallback?: string): void {
  if (!form.isConnected) return;
  const invalid = Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')).find(canTakeFocus);
  if (invalid) {
    if (document.activeElement !== invalid) invalid.focus();
    return;
  }
  const explanation = fallback ? form.querySelector<HTMLElement>(fallback) : null;
  if (explanation?.textContent) {
    explanation.focus();
    return;
  }
  const active = document.activeElement;
  if (active === null || active === document.body || !active.isConnected)
    form.querySelector<HTMLElement>('.form-error')?.focus();
}

/**
 * Asks for `focusFirstInvalid` once React has drawn what the submit changed (the fields' aria-invalid),
 * whatever else re-rendered in between.
 */
export function useFocusFirstInvalidAfterRender(): (form: HTMLFormElement | null, fallback?: string) => void {
  const [request, setRequest] = useState<{ form: HTMLFormElement; fallback?: string } | null>(null);
  useEffect(() => {
    if (request) focusFirstInvalid(request.form, request.fallback);
  }, [request]);
  return useCallback((form, fallback) => {
    if (form) setRequest({ form, ...(fallback ? { fallback } : {}) });
  }, []);
}

/** The form a submit event came from (the submit button's form when the event is a click). */
export function formOfEvent(event: { target?: EventTarget | null } | undefined): HTMLFormElement | null {
  const target = event?.target;
  if (target instanceof HTMLFormElement) return target;
  return target instanceof HTMLElement ? target.closest('form') : null;
}

function canTakeFocus(element: HTMLElement): boolean {
  if (element.closest('[inert]') || (element as HTMLInputElement).disabled) return false;
  if (element.tabIndex < 0 && !element.matches('input, select, textarea, button')) return false;
  return (
    typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })
  );
}
