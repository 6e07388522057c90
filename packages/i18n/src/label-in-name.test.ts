/**
 * WCAG 2.5.3 (label in name), language by language: a button that shows a short label ("Remove") and is
 * named by a longer message for screen readers ("Remove Ana Silva") must have a name that starts with
 * the label, or a voice-control user saying what they see reaches nothing, and a screen-reader user
 * hears other words than a sighted helper reads. Word order differs per language (Dutch puts the verb
 * last), so each pair is checked in all five. The journeys check the same on the English screens
 * (e2e/support/label-in-name.ts).
 */
import { LANGUAGES } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { catalogs, type Messages } from './index.ts';

/** [the visible label, the accessible name built on it], as `namespace:dotted.key`. */
const PAIRS: [string, string][] = [
  ['people:list.accept', 'people:list.accept_named'],
  ['people:list.decline', 'people:list.decline_named'],
  ['people:list.withdraw', 'people:list.withdraw_named'],
  ['people:list.view_profile', 'people:list.view_profile_named'],
  ['people:list.vouchers', 'people:list.vouchers_named'],
  ['calendar:details.attended', 'calendar:details.attended_named'],
  ['calendar:details.no_show', 'calendar:details.no_show_named'],
  ['people:list.remove', 'people:list.remove_named'],
  ['vouchers:payments.mark_paid', 'vouchers:payments.mark_paid_for'],
  ['vouchers:payments.mark_paid', 'vouchers:edit.mark_paid_of'],
  ['vouchers:edit.remove', 'vouchers:edit.remove_of'],
  ['vouchers:running_low.top_up_one', 'vouchers:running_low.top_up_for_one'],
  ['vouchers:running_low.top_up_other', 'vouchers:running_low.top_up_for_other'],
  ['vouchers:reset.button', 'vouchers:reset.open'],
  ['vouchers:online.buy', 'vouchers:online.buy_label'],
  ['vouchers:online.sign_in_to_buy', 'vouchers:online.sign_in_label'],
  ['calendar:details.decline', 'calendar:details.decline_named'],
  ['calendar:details.remove', 'calendar:details.remove_named'],
  ['calendar:details.refuse', 'calendar:details.refuse_named'],
  ['busy:list.refresh', 'busy:list.refresh_of'],
  ['busy:list.edit', 'busy:list.edit_of'],
  ['busy:list.remove', 'busy:list.remove_of'],
];

function message(language: (typeof LANGUAGES)[number], id: string): string {
  const [namespace = '', path = ''] = id.split(':');
  let node: Messages | string | undefined = catalogs[language][namespace as keyof (typeof catalogs)['en']];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${language} ${id} is missing`);
  return node;
}

describe.each(LANGUAGES)('accessible names in %s', (language) => {
  it.each(PAIRS)('%s starts %s', (label, name) => {
    const shown = message(language, label).toLocaleLowerCase(language);
    expect(message(language, name).toLocaleLowerCase(language).startsWith(shown)).toBe(true);
  });
});
