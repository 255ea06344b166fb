import { formatMoney } from './format-money';
import { fallbackLocale, provideRenderLocale, supportedLocale, viewerLocale } from './locale';

describe('the locale amounts and dates are written in', () => {
  afterEach(() => provideRenderLocale(() => undefined));

  test('is the first of the languages Intl supports, or en-US', () => {
    expect(supportedLocale(['de-DE', 'en-US'])).toBe('de-DE');
    expect(supportedLocale(['*', 'not a tag', 'fr'])).toBe('fr');
    expect(supportedLocale([])).toBe(fallbackLocale);
    expect(supportedLocale(['*'])).toBe('en-US');
  });

  test("is the render's while the server renders a page, whatever the process's own", () => {
    provideRenderLocale(() => 'de-DE');
    expect(viewerLocale()).toBe('de-DE');
    expect(formatMoney(1234.5, 'EUR')).toBe(formatMoney(1234.5, 'EUR', 'de-DE'));
    expect(formatMoney(1234.5, 'EUR')).toMatch(/^1\.234,50\s€$/);
    provideRenderLocale(() => undefined);
    expect(formatMoney(1234.5, 'USD')).toBe(formatMoney(1234.5, 'USD', viewerLocale()));
  });
});
