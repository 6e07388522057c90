/**
 * The one message the widget page sends the page that embeds it (docs/decisions/0053-booking-widget.md):
 * its content's height, so the loader sizes the frame. Nothing else crosses the frame, and the loader
 * takes it only from the app's origin and the frame it made.
 */
export const HEIGHT_MESSAGE = 'sessionbook:widget-height';

/** Taller than any real list of two weeks; a bigger number is not believed. */
export const MAX_HEIGHT = 20_000;

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  height: number;
}

export const heightMessage = (height: number): HeightMessage => ({
  type: HEIGHT_MESSAGE,
  height: Math.ceil(height),
});

/** The height in a message, or null for anything that is not exactly a height message. */
export function readHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as Partial<HeightMessage>;
  if (type !== HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return null;
  return height >= 0 && height <= MAX_HEIGHT ? Math.ceil(height) : null;
}
