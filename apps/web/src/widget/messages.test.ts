import { describe, expect, it } from 'vitest';
import { loadMessages, widgetLanguage } from './messages.ts';

describe("the widget's language (docs/decisions/0053-booking-widget.md)", () => {
  it("takes the host page's data-lang first, then the browser's, then the professional's", () => {
    expect(widgetLanguage('nl', ['es-ES'], 'pt')).toBe('nl');
    expect(widgetLanguage('pt-BR', [], 'en')).toBe('pt-br');
    expect(widgetLanguage(null, ['de-DE', 'es-MX'], 'pt')).toBe('es');
    expect(widgetLanguage('klingon', ['de-DE'], 'pt')).toBe('pt');
    expect(widgetLanguage(null, [], 'xx')).toBe('en');
  });

  it('loads only the chosen language and picks plurals the way i18next names them', async () => {
    const t = await loadMessages('nl');
    expect(t('book')).toBe('Boeken');
    expect(t('places_left', { count: 1 })).toBe('Nog 1 plek vrij');
    expect(t('places_left', { count: 3 })).toBe('Nog 3 plekken vrij');
    expect(t('heading', { name: 'Ana' })).toBe('Boek bij Ana');
  });
});
