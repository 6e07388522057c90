/** Column targets as the mapping's select values (`field:email`, `balance:1:60`, `ignore`) and back. */
import type { ColumnTarget } from '@sessionbook/domain/client-import';

export const targetValue = (target: ColumnTarget): string =>
  target.kind === 'field'
    ? `field:${target.field}`
    : target.kind === 'balance'
      ? `balance:${target.voucher_type_id}:${target.duration}`
      : 'ignore';

export function targetOf(value: string): ColumnTarget {
  const [kind, a = '', b = ''] = value.split(':');
  if (kind === 'field')
    return { kind: 'field', field: a as Extract<ColumnTarget, { kind: 'field' }>['field'] };
  if (kind === 'balance') return { kind: 'balance', voucher_type_id: Number(a), duration: Number(b) };
  return { kind: 'ignore' };
}
