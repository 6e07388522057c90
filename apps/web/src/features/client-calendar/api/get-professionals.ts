/**
 * The client's confirmed professionals (docs/product/overview.md#client: one calendar view per confirmed
 * professional),
 * from the list the professionals page keeps in the cache, so both stay in step.
 */
import type { ProfessionalEntry } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { PROFESSIONALS_KEY, professionalsApi } from '../../../lib/professionals-api.ts';

export const professionalName = (entry: ProfessionalEntry) =>
  entry.professional.full_name?.trim() || entry.professional.username;

/** The confirmed professionals by name, and whether an invitation is still open. */
const calendarViews = (entries: ProfessionalEntry[]) => ({
  confirmed: entries
    .filter((entry) => entry.status === 'confirmed')
    .sort((a, b) => professionalName(a).localeCompare(professionalName(b))),
  pending: entries.some((entry) => entry.status === 'pending'),
});

export function useConfirmedProfessionals() {
  return useQuery({ queryKey: PROFESSIONALS_KEY, queryFn: professionalsApi.list, select: calendarViews });
}
