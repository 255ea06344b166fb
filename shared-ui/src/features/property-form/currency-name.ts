import { viewerLocale } from 'shared-api/contract/locale';

const names = new Map<string, Intl.DisplayNames>();

/** A currency by its name in the reader's language and its code: "British Pound (GBP)". */
export function currencyName(code: string): string {
  if (typeof Intl.DisplayNames !== 'function') return code;
  const locale = viewerLocale();
  let inLocale = names.get(locale);
  if (!inLocale) {
    inLocale = new Intl.DisplayNames(locale, { type: 'currency' });
    names.set(locale, inLocale);
  }
  const name = inLocale.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
