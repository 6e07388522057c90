/**
 * Glossary terms for the links a professional shares, their settings and records, and the account: invite
 * link, public profile, cancellation deadline, payment log, sign in.
 */
import type { GlossaryTerm } from './term.ts';

export const LINKS_SETTINGS_AND_ACCOUNT: readonly GlossaryTerm[] = [
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
