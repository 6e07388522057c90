/**
 * Building blocks of the detail dialogs: the dialog's frame, the facts events and slots share
 * (labelled as in the client's calendar, components/calendar/facts.tsx) and a list of people with
 * their status.
 */
import type { ProfessionalSlotEntry } from '@sessionbook/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, Fact, MeetingLink } from '../../../components/calendar/index.ts';
import { Modal } from '../../../components/modal/index.ts';
import { Button } from '../../../components/ui/index.ts';

/** The dialog around an event's or slot's details: Cancel and Edit hand over while it is active. */
export function DetailsModal({
  open,
  title,
  when,
  cancelled,
  cancelLabel,
  onClose,
  onCancel,
  onEdit,
  children,
}: {
  open: boolean;
  title: string;
  when: string;
  cancelled: boolean;
  cancelLabel: string;
  onClose: () => void;
  onCancel: () => void;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={cancelled ? <s>{title}</s> : title}
      description={when}
      footer={
        !cancelled && (
          <div className="modal__actions">
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button onClick={onEdit}>{t('details.edit')}</Button>
          </div>
        )
      }
    >
      <div className="cal-details">{children}</div>
    </Modal>
  );
}

type Scheduled = Pick<
  ProfessionalSlotEntry,
  'cancelled_at' | 'cancelled_reason' | 'occurrence' | 'recurrence_rule' | 'location' | 'notes' | 'online'
> & { meeting_url?: string | null };

/** The status, shown once the entry is cancelled, with the reason given. */
export function CancelledFact({ entry }: { entry: Scheduled }) {
  const { t } = useTranslation('calendar');
  if (entry.cancelled_at === null) return null;
  return (
    <Fact label={t('details.status')}>
      <span className="cal-badge cal-badge--cancelled">{t('status.cancelled')}</span>
      {entry.cancelled_reason && <span className="calendar-fact__note">{entry.cancelled_reason}</span>}
    </Fact>
  );
}

/** "2 of 4" for an occurrence of a series. */
export function RecurrenceFact({ entry }: { entry: Scheduled }) {
  const { t } = useTranslation('calendar');
  if (entry.occurrence === null || !entry.recurrence_rule) return null;
  return (
    <Fact label={t('details.recurrence')}>
      {t('details.occurrence', { n: entry.occurrence, count: entry.recurrence_rule.count })}
    </Fact>
  );
}

/**
 * Online (an event's meeting link; a slot's sessions each get one), the location and notes, where given.
 */
export function PlaceFacts({ entry }: { entry: Scheduled }) {
  const { t } = useTranslation('calendar');
  return (
    <>
      {entry.online && (
        <Fact label={t('details.online')}>
          {entry.meeting_url ? (
            <MeetingLink url={entry.meeting_url} label={t('details.join')} />
          ) : (
            t('details.online_slot')
          )}
        </Fact>
      )}
      {entry.location && <Fact label={t('details.location')}>{entry.location}</Fact>}
      {entry.notes && (
        <Fact label={t('details.notes')}>
          <span className="calendar-fact__notes">{entry.notes}</span>
        </Fact>
      )}
    </>
  );
}

export function PeopleSection({
  title,
  empty,
  ordered = false,
  note,
  action,
  children,
}: {
  title: ReactNode;
  empty?: ReactNode;
  ordered?: boolean;
  /** A line under the title about the people listed. */
  note?: ReactNode;
  /** A button about everyone listed ("All attended"), beside the title. */
  action?: ReactNode;
  children: ReactNode[];
}) {
  const id = useId();
  const List = ordered ? 'ol' : 'ul';
  const heading = (
    <h3 id={id} className="cal-people__title">
      {title}
    </h3>
  );
  return (
    <section className="cal-people" aria-labelledby={id}>
      {action ? (
        <div className="cal-people__head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {note && <p className="cal-voucher-note">{note}</p>}
      {children.length > 0 ? (
        <List className="cal-people__list">{children}</List>
      ) : (
        empty && <p className="muted">{empty}</p>
      )}
    </section>
  );
}

export type PersonStatus = 'registered' | 'waiting' | 'cancelled' | 'declined' | 'booked' | 'invited';

/**
 * One person: the name (struck through once cancelled or declined), the status in words, and an action;
 * attendance as a label beside the name or as controls on a line of their own.
 */
export function PersonRow({
  name,
  detail,
  status,
  statusText,
  action,
  warning,
  mark,
  controls,
}: {
  name: string;
  detail?: string;
  status: PersonStatus;
  statusText: string;
  action?: { label: string; accessibleLabel: string; onClick: () => void };
  /** A warning beside the name (a missing voucher): short words shown, the full sentence for readers. */
  warning?: { label: string; hint: string } | undefined;
  /** A short label under the name (an attendance mark that can no longer be changed). */
  mark?: ReactNode;
  /** Controls under the rest, full width (the attendance choice). */
  controls?: ReactNode;
}) {
  const cancelled = status === 'cancelled' || status === 'declined';
  return (
    <li className={cancelled ? 'cal-person cal-person--cancelled' : 'cal-person'}>
      <span className="cal-person__main">
        <span className="cal-person__name">{cancelled ? <s>{name}</s> : name}</span>
        {detail && <span className="cal-person__detail">{detail}</span>}
        {warning && (
          <span className="cal-person__warning">
            <CalendarIcon name="warning" />
            {warning.label}
            <span className="visually-hidden">: {warning.hint}</span>
          </span>
        )}
        {mark}
      </span>
      <span className={`cal-badge cal-badge--${status}`}>{statusText}</span>
      {action && (
        <Button
          variant="ghost"
          className="cal-person__action"
          aria-label={action.accessibleLabel}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      )}
      {controls}
    </li>
  );
}
