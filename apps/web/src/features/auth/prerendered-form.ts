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
  return { values, focused, submitted: screen.dataset.submitted === 'true' };
}
