/**
 * The sign-in form's side of the form the HTML carried (lib/prerendered-sign-in.ts): in the sign-in
 * chunk, since only that form takes it over.
 */
import { prerenderedSignIn } from '../../lib/prerendered-sign-in.ts';

/** What the visitor did in the HTML's form before the app's form was there. */
export interface TypedBeforeStart {
  /** The non-empty fields, by their `name`. */
  values: Record<string, string>;
  /** The `name` of the field that has the focus, if one of the form's has it. */
  focused: string | null;
  /** "Sign in" was pressed (or Enter in a field) once the app's script ran. */
  submitted: boolean;
  /** A press of "Sign in" had begun and not ended: it ends on the app's form. */
  pressing: boolean;
}

/** Removes the prerendered screen and says what was done in it; null when there was none. */
export function takeOverPrerenderedSignIn(): TypedBeforeStart | null {
  const screen = prerenderedSignIn();
  if (!screen) return null;
  const values: Record<string, string> = {};
  for (const input of screen.querySelectorAll<HTMLInputElement>('input[name]'))
    if (input.value) values[input.name] = input.value;
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && screen.contains(active) ? active.name : null;
  screen.remove();
  return {
    values,
    focused,
    submitted: screen.dataset.submitted === 'true',
    pressing: screen.dataset.pressing === 'true',
  };
}

/**
 * Finishes a press of "Sign in" that began on the HTML's form and ends on the app's: when the pointer
 * is lifted over the app's "Sign in", the form is sent, as the click the browser does not fire would
 * have (the press began on an element that is gone). Lifted anywhere else, nothing happens, as with
 * any button. Should the browser click after all, the form is not sent twice.
 */
export function finishPressOn(form: HTMLFormElement): void {
  const button = form.querySelector('button[type="submit"]');
  let sent = false;
  const onSubmit = () => {
    sent = true;
  };
  form.addEventListener('submit', onSubmit);
  const lifted = (event: Event) => {
    document.removeEventListener('pointerup', lifted, true);
    document.removeEventListener('pointercancel', lifted, true);
    const { clientX, clientY } = event as PointerEvent;
    const under = document.elementFromPoint?.(clientX, clientY) ?? event.target;
    const onButton = button && under instanceof Node && button.contains(under);
    if (event.type !== 'pointerup' || !onButton) return form.removeEventListener('submit', onSubmit);
    // After the click the browser may still dispatch for this press.
    setTimeout(() => {
      form.removeEventListener('submit', onSubmit);
      if (!sent) form.requestSubmit();
    });
  };
  document.addEventListener('pointerup', lifted, true);
  document.addEventListener('pointercancel', lifted, true);
}
