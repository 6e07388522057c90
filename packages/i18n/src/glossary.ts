/**
 * The product's vocabulary per language: one word per concept, used alike by the marketing site, the app
 * and the e-mails. glossary.test.ts fails when any catalog uses an avoided word, and when a preferred word
 * no longer appears in its language (docs/decisions/0019-glossary.md).
 */
import type { Language } from '@sessionbook/domain';

export interface TermWords {
  /** The word to use, singular (or the only form). */
  readonly preferred: string;
  readonly plural?: string;
  /** Other forms that are fine for the same concept: a short form once the full one is established. */
  readonly alsoAccepted?: readonly string[];
  /** Words that must not be used for this concept, plurals listed separately. */
  readonly avoid: readonly string[];
}

export interface GlossaryTerm {
  readonly id: string;
  /** What the term means in the product, in English, for translators. */
  readonly meaning: string;
  readonly words: Readonly<Record<Language, TermWords>>;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
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
  {
    id: 'voucher',
    meaning: 'One prepaid session of a session type and length; balances may go negative.',
    words: {
      en: {
        preferred: 'voucher',
        plural: 'vouchers',
        avoid: ['credit', 'credits', 'punch card', 'punch cards', 'coupon', 'coupons'],
      },
      // Only the plural "vales" is avoided: "vale" is also a verb ("it is worth"), and Spanish for "OK".
      es: {
        preferred: 'bono',
        plural: 'bonos',
        avoid: ['vales', 'voucher', 'vouchers', 'cupón', 'cupones', 'crédito', 'créditos'],
      },
      nl: {
        preferred: 'strip',
        plural: 'strippen',
        // The card holds the strips: the vouchers page and a client's vouchers are "strippenkaarten".
        alsoAccepted: ['strippenkaart', 'strippenkaarten'],
        avoid: ['voucher', 'vouchers', 'tegoedbon', 'tegoedbonnen', 'credit', 'credits'],
      },
      pt: {
        preferred: 'senha',
        plural: 'senhas',
        avoid: ['voucher', 'vouchers', 'crédito', 'créditos', 'vales'],
      },
      // In pt-br "senha" is a password, so vouchers are credits there.
      'pt-br': { preferred: 'crédito', plural: 'créditos', avoid: ['voucher', 'vouchers', 'vales'] },
    },
  },
  {
    id: 'session_type',
    meaning:
      'The kind of voucher an event uses, chosen when planning; its three names (individual session, duo session, group class) are common:voucher_types.',
    words: {
      en: { preferred: 'session type', plural: 'session types', avoid: ['voucher type', 'voucher types'] },
      es: {
        preferred: 'tipo de sesión',
        plural: 'tipos de sesión',
        avoid: ['tipo de bono', 'tipos de bono'],
      },
      nl: {
        preferred: 'sessietype',
        plural: 'sessietypes',
        avoid: [
          'soort strippenkaart',
          'soorten strippenkaart',
          'strippenkaarttype',
          'soort sessie',
          'soorten sessie',
        ],
      },
      pt: {
        preferred: 'tipo de sessão',
        plural: 'tipos de sessão',
        avoid: ['tipo de senha', 'tipos de senha'],
      },
      'pt-br': {
        preferred: 'tipo de sessão',
        plural: 'tipos de sessão',
        avoid: ['tipo de crédito', 'tipos de crédito'],
      },
    },
  },
  {
    id: 'waitlist',
    meaning: 'The queue of clients for a full group class; all are e-mailed when a place opens.',
    words: {
      en: { preferred: 'waitlist', avoid: ['waiting list', 'wait list'] },
      es: { preferred: 'lista de espera', avoid: ['cola de espera'] },
      nl: { preferred: 'wachtlijst', avoid: ['wachtrij'] },
      pt: { preferred: 'lista de espera', avoid: ['fila de espera'] },
      'pt-br': { preferred: 'lista de espera', avoid: ['fila de espera'] },
    },
  },
  {
    id: 'registration',
    meaning: "A client's place in a group class (register, registered); not the account sign-up.",
    words: {
      en: {
        preferred: 'registration',
        plural: 'registrations',
        avoid: ['enrolment', 'enrolments', 'enrollment', 'enrollments'],
      },
      es: { preferred: 'inscripción', plural: 'inscripciones', avoid: ['matrícula', 'matrículas'] },
      // "Aanmelden" is the account sign-up on the site and in the app, so a class place is an "inschrijving".
      nl: { preferred: 'inschrijving', plural: 'inschrijvingen', avoid: ['aanmelding', 'aanmeldingen'] },
      pt: { preferred: 'inscrição', plural: 'inscrições', avoid: ['matrícula', 'matrículas'] },
      'pt-br': { preferred: 'inscrição', plural: 'inscrições', avoid: ['matrícula', 'matrículas'] },
    },
  },
  {
    id: 'booking',
    meaning: 'Time a client takes in an availability slot, and booking in general (book, booked).',
    words: {
      en: { preferred: 'booking', plural: 'bookings', avoid: ['reservation', 'reservations'] },
      es: { preferred: 'reserva', plural: 'reservas', avoid: ['reservación', 'reservaciones'] },
      nl: { preferred: 'boeking', plural: 'boekingen', avoid: ['reservering', 'reserveringen'] },
      pt: {
        preferred: 'reserva',
        plural: 'reservas',
        avoid: ['marcação', 'marcações', 'agendamento', 'agendamentos'],
      },
      'pt-br': {
        preferred: 'agendamento',
        plural: 'agendamentos',
        avoid: ['reserva', 'reservas', 'marcação', 'marcações'],
      },
    },
  },
  {
    id: 'calendar',
    meaning: 'The time grid of sessions, classes and slots; home of both themes.',
    words: {
      en: { preferred: 'calendar', plural: 'calendars', avoid: ['agenda', 'diary'] },
      es: { preferred: 'calendario', plural: 'calendarios', avoid: ['agenda', 'agendas'] },
      nl: { preferred: 'agenda', plural: "agenda's", avoid: ['kalender', 'kalenders'] },
      pt: { preferred: 'calendário', plural: 'calendários', avoid: ['agenda', 'agendas'] },
      'pt-br': { preferred: 'agenda', plural: 'agendas', avoid: ['calendário', 'calendários'] },
    },
  },
  {
    id: 'invite_link',
    meaning: "The professional's shareable link (/invite/{slug}) that lets anyone join the client book.",
    words: {
      en: {
        preferred: 'invite link',
        plural: 'invite links',
        avoid: ['invitation link', 'invitation links', 'referral link'],
      },
      es: {
        preferred: 'enlace de invitación',
        plural: 'enlaces de invitación',
        avoid: ['link de invitación', 'vínculo de invitación'],
      },
      nl: {
        preferred: 'uitnodigingslink',
        plural: 'uitnodigingslinks',
        avoid: ['invitelink', 'invite-link'],
      },
      pt: {
        preferred: 'ligação de convite',
        plural: 'ligações de convite',
        avoid: ['link de convite', 'links de convite', 'hiperligação de convite'],
      },
      'pt-br': {
        preferred: 'link de convite',
        plural: 'links de convite',
        avoid: ['ligação de convite', 'ligações de convite'],
      },
    },
  },
  {
    id: 'public_profile',
    meaning: "The professional's page at /@username, shown to everyone when made public.",
    words: {
      en: { preferred: 'public profile', avoid: ['public page', 'public listing'] },
      es: { preferred: 'perfil público', avoid: ['perfil abierto'] },
      // "je openbare profiel" is the same word with an article.
      nl: {
        preferred: 'openbaar profiel',
        alsoAccepted: ['openbare profiel'],
        avoid: ['publiek profiel', 'publieke profiel'],
      },
      pt: { preferred: 'perfil público', avoid: ['perfil aberto'] },
      'pt-br': { preferred: 'perfil público', avoid: ['perfil aberto'] },
    },
  },
  {
    id: 'cancellation_deadline',
    meaning: 'Whole hours before an event after which a client can no longer cancel (per session type).',
    words: {
      en: {
        preferred: 'cancellation deadline',
        avoid: ['cancellation period', 'cancellation window', 'cancel deadline'],
      },
      es: {
        preferred: 'plazo de cancelación',
        avoid: ['fecha límite de cancelación', 'límite de cancelación', 'periodo de cancelación'],
      },
      nl: {
        preferred: 'annuleringstermijn',
        avoid: ['annuleringsdeadline', 'annuleerdeadline', 'annuleertermijn'],
      },
      pt: { preferred: 'prazo de cancelamento', avoid: ['limite de cancelamento', 'prazo de anulação'] },
      'pt-br': { preferred: 'prazo de cancelamento', avoid: ['limite de cancelamento'] },
    },
  },
  {
    id: 'payment_log',
    meaning: 'The list of voucher batches, paid or not, on the vouchers page.',
    words: {
      en: { preferred: 'payment log', avoid: ['payment history', 'payments overview', 'payment overview'] },
      es: { preferred: 'registro de pagos', avoid: ['historial de pagos'] },
      nl: {
        preferred: 'betalingsoverzicht',
        avoid: ['betaallog', 'betalingslog', 'betaalgeschiedenis', 'betalingsgeschiedenis'],
      },
      pt: {
        preferred: 'registo de pagamentos',
        avoid: ['histórico de pagamentos', 'registro de pagamentos'],
      },
      'pt-br': {
        preferred: 'registro de pagamentos',
        avoid: ['histórico de pagamentos', 'registo de pagamentos'],
      },
    },
  },
  {
    id: 'sign_in',
    meaning: 'Opening a session with an e-mail and password (or Google), and its opposite, signing out.',
    words: {
      en: {
        preferred: 'sign in',
        alsoAccepted: ['sign out', 'sign-in', 'signed in', 'signing in'],
        avoid: ['log in', 'log out', 'logged in', 'login', 'logout'],
      },
      es: { preferred: 'iniciar sesión', alsoAccepted: ['inicia sesión', 'cerrar sesión'], avoid: [] },
      nl: { preferred: 'inloggen', alsoAccepted: ['log in', 'uitloggen', 'ingelogd'], avoid: [] },
      pt: { preferred: 'iniciar sessão', alsoAccepted: ['inicie sessão', 'terminar sessão'], avoid: [] },
      'pt-br': { preferred: 'entrar', alsoAccepted: ['entre', 'sair'], avoid: [] },
    },
  },
];

/** Every accepted form of a term in one language. */
export function acceptedForms(words: TermWords): string[] {
  return [words.preferred, ...(words.plural ? [words.plural] : []), ...(words.alsoAccepted ?? [])];
}

export interface AvoidedWord {
  readonly term: string;
  /** The avoided glossary entry that matched. */
  readonly word: string;
  /** The text as it appears in the message. */
  readonly found: string;
}

/**
 * Avoided glossary words in one message. Matching ignores case but not accents, and only takes whole
 * words (a letter or digit on either side is no match). A hit inside a longer accepted form of any term
 * is not one: Spanish avoids "agenda" for the calendar but its client book is the "agenda de clientes".
 */
export function findAvoidedWords(language: Language, message: string): AvoidedWord[] {
  const text = message.normalize('NFC').replace(/\{\{\s*\w+\s*\}\}/g, ' ');
  // Read only when an avoided word is found: most messages have none.
  let accepted: Span[] | undefined;
  const acceptedSpans = () =>
    (accepted ??= GLOSSARY.flatMap((term) => acceptedForms(term.words[language])).flatMap((form) =>
      matches(text, form),
    ));
  const found: AvoidedWord[] = [];
  for (const term of GLOSSARY) {
    for (const word of term.words[language].avoid) {
      for (const hit of matches(text, word)) {
        const covered = acceptedSpans().some(
          (span) =>
            span.start <= hit.start && span.end >= hit.end && span.end - span.start > hit.end - hit.start,
        );
        if (!covered) found.push({ term: term.id, word, found: text.slice(hit.start, hit.end) });
      }
    }
  }
  return found;
}

/** Whether a word or phrase occurs as whole words in a message, by the same rules. */
export function containsWord(message: string, word: string): boolean {
  return matches(message.normalize('NFC'), word).length > 0;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Compiled once per word: a Unicode-aware pattern costs far more to build than to run. */
const patterns = new Map<string, RegExp>();

function matches(text: string, word: string): Span[] {
  // A cheap look first: nearly every message contains nearly no glossary word.
  const first = word.normalize('NFC').split(/\s+/)[0]!.toLowerCase();
  if (!text.toLowerCase().includes(first)) return [];
  let pattern = patterns.get(word);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(word.normalize('NFC'))}(?![\\p{L}\\p{N}])`, 'giu');
    patterns.set(word, pattern);
  }
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function escape(word: string): string {
  // Any run of spaces in a glossary phrase matches any run of white space (a non-breaking one included).
  return word
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split(/\s+/)
    .join('\\s+');
}
