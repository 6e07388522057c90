/** `POST events` of onboarding's first event (docs/product/api.md#calls-by-area); the created occurrence comes back. */
import {
  professionalEventEntry,
  type CreateEventBody,
  type ProfessionalEventEntry,
} from '@sessionbook/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export async function createFirstEvent(body: CreateEventBody): Promise<ProfessionalEventEntry> {
  const [event] = z
    .array(professionalEventEntry)
    .min(1)
    .parse(await api.post('events', body));
  return event!;
}
