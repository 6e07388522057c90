/**
 * Glossary terms for who is who and what is booked: client book, client, professional, session, group
 * class, availability slot.
 */
import type { GlossaryTerm } from './term.ts';

export const PEOPLE_AND_SESSIONS: readonly GlossaryTerm[] = [
  {
    id: 'client_book',
    meaning: "The professional's list of clients (confirmed and pending) and groups; a navigation item.",
    words: {
      en: { preferred: 'client book', avoid: ['client list', 'client base', 'customer list'] },
      es: {
        preferred: 'agenda de clientes',
        avoid: ['cartera de clientes', 'lista de clientes', 'libro de clientes', 'base de clientes'],
      },
      nl: {
        preferred: 'klantenboek',
        avoid: ['klantenbestand', 'klantenbestanden', 'klantenlijst', 'klantenoverzicht'],
      },
      pt: {
        preferred: 'carteira de clientes',
        avoid: ['agenda de clientes', 'lista de clientes', 'base de clientes', 'ficheiro de clientes'],
      },
      'pt-br': {
        preferred: 'carteira de clientes',
        avoid: ['agenda de clientes', 'lista de clientes', 'base de clientes'],
      },
    },
  },
  {
    id: 'client',
    meaning: 'A person who books with a professional; also the client role of an account.',
    words: {
      en: { preferred: 'client', plural: 'clients', avoid: ['customer', 'customers'] },
      es: { preferred: 'cliente', plural: 'clientes', avoid: [] },
      nl: { preferred: 'klant', plural: 'klanten', avoid: ['cliënt', 'cliënten'] },
      pt: { preferred: 'cliente', plural: 'clientes', avoid: ['freguês', 'fregueses'] },
      'pt-br': { preferred: 'cliente', plural: 'clientes', avoid: ['freguês', 'fregueses'] },
    },
  },
  {
    id: 'professional',
    meaning: 'The trainer, coach or therapist who keeps the calendar; also the professional role.',
    words: {
      // No rival words yet; "provider" and its translations stay free for the privacy policy's processors.
      en: { preferred: 'professional', plural: 'professionals', avoid: ['practitioner', 'practitioners'] },
      es: { preferred: 'profesional', plural: 'profesionales', avoid: [] },
      nl: { preferred: 'professional', plural: 'professionals', avoid: ['zorgverlener', 'zorgverleners'] },
      pt: { preferred: 'profissional', plural: 'profissionais', avoid: [] },
      'pt-br': { preferred: 'profissional', plural: 'profissionais', avoid: [] },
    },
  },
  {
    id: 'session',
    meaning: 'A one-to-one event with a client (or two, on a duo voucher); what one voucher pays for.',
    words: {
      en: {
        preferred: 'session',
        plural: 'sessions',
        avoid: ['appointment', 'appointments', 'lesson', 'lessons'],
      },
      es: { preferred: 'sesión', plural: 'sesiones', avoid: ['cita', 'citas'] },
      nl: { preferred: 'sessie', plural: 'sessies', avoid: ['consult', 'consulten'] },
      pt: { preferred: 'sessão', plural: 'sessões', avoid: ['consulta', 'consultas'] },
      'pt-br': {
        preferred: 'sessão',
        plural: 'sessões',
        avoid: ['consulta', 'consultas', 'atendimento', 'atendimentos'],
      },
    },
  },
  {
    id: 'group_class',
    meaning: 'A group session with a number of places that clients register for, with an optional waitlist.',
    words: {
      en: {
        preferred: 'group class',
        plural: 'group classes',
        alsoAccepted: ['class', 'classes'],
        avoid: ['group session', 'group sessions', 'group lesson', 'group lessons'],
      },
      es: {
        preferred: 'clase grupal',
        plural: 'clases grupales',
        alsoAccepted: ['clase', 'clases'],
        avoid: [
          'sesión grupal',
          'sesiones grupales',
          'clase de grupo',
          'clases de grupo',
          'clase colectiva',
          'clases colectivas',
        ],
      },
      nl: {
        preferred: 'groepsles',
        plural: 'groepslessen',
        alsoAccepted: ['les', 'lessen'],
        avoid: ['groepssessie', 'groepssessies'],
      },
      pt: {
        preferred: 'aula de grupo',
        plural: 'aulas de grupo',
        alsoAccepted: ['aula', 'aulas'],
        avoid: [
          'sessão de grupo',
          'sessões de grupo',
          'aula em grupo',
          'aulas em grupo',
          'aula coletiva',
          'aulas coletivas',
        ],
      },
      'pt-br': {
        preferred: 'aula em grupo',
        plural: 'aulas em grupo',
        alsoAccepted: ['aula', 'aulas'],
        avoid: [
          'sessão em grupo',
          'sessões em grupo',
          'sessão de grupo',
          'sessões de grupo',
          'aula de grupo',
          'aulas de grupo',
          'aula coletiva',
          'aulas coletivas',
        ],
      },
    },
  },
  {
    id: 'availability_slot',
    meaning: 'A stretch of time a professional opens, in which a client books a session of their own length.',
    words: {
      en: {
        preferred: 'availability slot',
        plural: 'availability slots',
        alsoAccepted: ['slot', 'slots'],
        avoid: [
          'time slot',
          'time slots',
          'timeslot',
          'timeslots',
          'open slot',
          'open slots',
          'open time',
          'open times',
        ],
      },
      es: {
        preferred: 'franja disponible',
        plural: 'franjas disponibles',
        alsoAccepted: ['franja', 'franjas'],
        avoid: [
          'franja de disponibilidad',
          'franjas de disponibilidad',
          'horario disponible',
          'horarios disponibles',
          'hueco',
          'huecos',
        ],
      },
      nl: {
        preferred: 'beschikbare tijd',
        plural: 'beschikbare tijden',
        avoid: [
          'beschikbaarheidsblok',
          'beschikbaarheidsblokken',
          'tijdslot',
          'tijdsloten',
          'tijdslots',
          'tijdsblok',
          'tijdsblokken',
        ],
      },
      pt: {
        preferred: 'horário disponível',
        plural: 'horários disponíveis',
        alsoAccepted: ['horário', 'horários'],
        avoid: ['horário livre', 'horários livres'],
      },
      'pt-br': {
        preferred: 'horário disponível',
        plural: 'horários disponíveis',
        alsoAccepted: ['horário', 'horários'],
        avoid: ['horário livre', 'horários livres'],
      },
    },
  },
];
