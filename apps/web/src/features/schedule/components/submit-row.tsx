/**
 * The dialog's primary action. When a rule of docs/product/rules.md#scheduling holds it back, a line says why
 * and the
 * button points at it (aria-describedby). The button looks unavailable then (aria-disabled) but stays
 * in the Tab order and can be pressed: that shows what is missing (lib/use-save-flow.ts), where a
 * disabled button would be skipped by the keyboard and say nothing.
 */
import { type ScheduleKind } from '../model/voucher-types.ts';
import { type SubmitBlock } from '../model/submit-rules.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/index.ts';

export function SubmitRow({
  kind,
  block,
  busy,
  limit,
  children,
}: {
  kind: ScheduleKind;
  block: SubmitBlock | null;
  busy: boolean;
  /** The voucher type's places, named in the too-many message. */
  limit?: number | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('schedule');
  const id = useId();
  return (
    <div className="schedule-form__submit">
      <p
        id={id}
        className={
          block === 'too_many_clients'
            ? 'schedule-form__block schedule-form__block--error'
            : 'schedule-form__block'
        }
        aria-live="polite"
        // Takes focus when the button is pressed and no single field is to blame.
        tabIndex={-1}
      >
        {block && t(`submit_block.${block === 'missing' ? `missing_${kind}` : block}`, { count: limit ?? 0 })}
      </p>
      <SubmitButton
        busy={busy}
        aria-disabled={block !== null || undefined}
        aria-describedby={block ? id : undefined}
      >
        {children}
      </SubmitButton>
    </div>
  );
}
