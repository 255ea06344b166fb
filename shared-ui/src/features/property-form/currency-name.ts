const names =
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames(undefined, { type: 'currency' })
    : undefined;

/** A currency by its name in the reader's language and its code: "British Pound (GBP)". */
export function currencyName(code: string): string {
  const name = names?.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
