/** A setting that saves as soon as it is switched: its label, a line saying what it means now, the switch. */
import { useId } from 'react';

interface SwitchRowProps {
  label: string;
  hint: string;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
}

export function SwitchRow({ label, hint, checked, busy, onToggle }: SwitchRowProps) {
  const labelId = useId();
  return (
    <div className="pro-profile__switch-row">
      <span id={labelId} className="pro-profile__switch-label">
        {label}
        <span className="muted pro-profile__switch-hint">{hint}</span>
      </span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onToggle}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
