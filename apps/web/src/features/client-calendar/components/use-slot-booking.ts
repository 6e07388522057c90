/**
 * The slot booking screen's choices and its request. The choices are plain state: a duration or a
 * start that the slot no longer offers (after a refetch) quietly falls back, so only bookable values
 * are ever sent. Server messages are kept per field until the client changes a choice.
 */
import type { ClientSlotEntry, VoucherDuration } from '@sessionbook/domain';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError, matchField, type FieldMessage } from '../../../components/form/index.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useClaimSlot } from '../api/claim-slot.ts';
import { openDurations, openStarts, slotVoucherTypes } from '../lib/claim-options.ts';

export const SLOT_FIELDS = ['voucher_type_id', 'duration', 'start_time', 'end_time'] as const;
export type SlotField = (typeof SLOT_FIELDS)[number];
export type SlotErrors = Partial<Record<SlotField, FieldMessage[]>>;

/** One hour when the professional offers it and it fits: the most common session length. */
const PREFERRED_DURATION = 60;

/** `2026-05-13T12:00:00Z`: the instant as docs/product/api.md#instants-and-dates writes it (no milliseconds). */
export const isoInstant = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function useSlotBooking(slot: ClientSlotEntry, now: Date, onDone: () => void) {
  const toast = useToast();
  const claim = useClaimSlot();
  const running = useRef(false);
  const types = slotVoucherTypes(slot);
  const durations = openDurations(slot, now);

  const [typeChoice, setTypeChoice] = useState<number | null>(null);
  const [durationChoice, setDurationChoice] = useState<number | null>(null);
  const [startChoice, setStartChoice] = useState<string | null>(null);
  const [errors, setErrors] = useState<SlotErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const voucherTypeId = types.find((type) => type.id === typeChoice)?.id ?? types[0]?.id ?? null;
  const duration: VoucherDuration | null =
    durations.find((value) => value === durationChoice) ??
    durations.find((value) => value === PREFERRED_DURATION) ??
    durations[0] ??
    null;
  const starts = duration === null || voucherTypeId === null ? [] : openStarts(slot, duration, now);
  const start = starts.find((value) => isoInstant(value) === startChoice) ?? null;
  const end = start && duration ? new Date(start.getTime() + duration * 60_000) : null;

  const edited = () => {
    setErrors({});
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current || start === null || duration === null || voucherTypeId === null) return;
    running.current = true;
    try {
      await claim.mutateAsync({
        availability_slot_id: slot.id,
        start_time: isoInstant(start),
        duration,
        voucher_type_id: voucherTypeId,
      });
      toast.success('booking:toasts.claimed');
      onDone();
    } catch (error) {
      showError(error);
    } finally {
      running.current = false;
    }
  };

  function showError(error: unknown) {
    if (!isApiError(error)) return toast.error(error);
    const byField: SlotErrors = {};
    const other: string[] = [];
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const field = matchField(key, SLOT_FIELDS) as SlotField | undefined;
      const list = messages.map((message) => ({ key: message }));
      if (field) byField[field] = [...(byField[field] ?? []), ...list];
      else other.push(...messages);
    }
    setErrors(byField);
    // A refusal without a field (the registration deadline) or on an unknown one is said above the button.
    const unplaced = Object.keys(byField).length === 0 && error.status === 409 ? error.code : undefined;
    const reply = other[0] ?? unplaced;
    setFormError(reply ?? null);
    if (Object.keys(byField).length === 0 && !reply) toast.error(error);
  }

  return {
    types,
    durations,
    starts,
    values: { voucherTypeId, duration, start, end },
    errors,
    formError,
    busy: claim.isPending,
    setVoucherType: (id: number) => {
      setTypeChoice(id);
      edited();
    },
    setDuration: (value: number) => {
      setDurationChoice(value);
      edited();
    },
    setStart: (value: Date) => {
      setStartChoice(isoInstant(value));
      edited();
    },
    submit,
  };
}

export type SlotBooking = ReturnType<typeof useSlotBooking>;
