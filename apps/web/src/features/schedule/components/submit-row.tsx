/**
 * The dialog's primary action. When a rule of docs/product/rules.md#scheduling holds it back, a line says why
 * and the
 * button points at it (aria-describedby), so a disabled button is never a mystery.
 */
import type { ScheduleKind, SubmitBlock } from '@sessionbook/domain';
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
      >
        {block && t(`submit_block.${block === 'missing' ? `missing_${kind}` : block}`, { count: limit ?? 0 })}
      </p>
      <SubmitButton busy={busy} disabled={block !== null} aria-describedby={block ? id : undefined}>
        {children}
      </SubmitButton>
    </div>
  );
}
