import { formatMoney } from './format-money';
import {
  fallbackLocale,
  provideRenderLocale,
  provideRenderTimeZone,
  supportedLocale,
  supportedTimeZone,
  viewerLocale,
  viewerTimeZone,
} from './locale';

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

describe('the time zone times of day are written in', () => {
  afterEach(() => provideRenderTimeZone(() => undefined));

  test('is one Intl knows, as Intl names it', () => {
    expect(supportedTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(supportedTimeZone('utc')).toBe('UTC');
    expect(supportedTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(supportedTimeZone('')).toBeNull();
  });

  test("is the render's while one is given (a server render, or a page it rendered), else the process's own", () => {
    expect(viewerTimeZone()).toBeUndefined();
    provideRenderTimeZone(() => 'Asia/Tokyo');
    expect(viewerTimeZone()).toBe('Asia/Tokyo');
  });
});
