import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEIGHT_MESSAGE, heightMessage, MAX_HEIGHT, readHeight } from './widget-height.ts';

/** The widget's one message to the page that embeds it (docs/decisions/0053-booking-widget.md). */
describe('the widget height message', () => {
  it('reads back every height the widget sends, rounded up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: MAX_HEIGHT - 1, noNaN: true }), (height) => {
        expect(readHeight(heightMessage(height))).toBe(Math.ceil(height));
      }),
    );
  });

  it('believes nothing else: other shapes, types, or numbers out of range', () => {
    for (const data of [
      null,
      'sessionbook:widget-height',
      { type: HEIGHT_MESSAGE },
      { type: HEIGHT_MESSAGE, height: '300' },
      { type: HEIGHT_MESSAGE, height: Number.NaN },
      { type: HEIGHT_MESSAGE, height: Number.POSITIVE_INFINITY },
      { type: HEIGHT_MESSAGE, height: -1 },
      { type: HEIGHT_MESSAGE, height: MAX_HEIGHT + 1 },
      { type: 'other', height: 300 },
    ])
      expect(readHeight(data), JSON.stringify(data)).toBeNull();
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const height = readHeight(data);
        if (height !== null) expect(height).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
