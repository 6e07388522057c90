export { createMailer, outboxIsActive, type Mailer, type OutgoingEmail } from './mailer.ts';
export { listOutboxMessages, type OutboxRow } from './outbox.ts';
export { renderEmail, type RenderedEmail } from './render.ts';
export { TEMPLATES, isTemplateName, type TemplateName } from './templates/registry.ts';
