/** Where the outbox serves the `index`th attachment of a message (its `.ics`), to open or download. */
export const attachmentPath = (messageId: string, index: number) =>
  `/dev/outbox/${encodeURIComponent(messageId)}/attachments/${index}`;
