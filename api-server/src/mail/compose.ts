import type { Mail } from './mailer';

/** A paragraph of a mail: text, or a link with the words it is shown under. */
export type MailParagraph = string | { label: string; link: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Text someone typed, on one line: no line break or control character can start a paragraph. */
export const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/**
 * Words someone typed (a name, a title, a reason), shown as a quotation on one line, so that they
 * cannot pass for Homestead's own.
 */
export const quoted = (text: string) => `“${oneLine(text)}”`;

/**
 * The same words as plain text and as HTML, after a greeting: by name (on one line), or a plain
 * "Hello," when the name is not the recipient's own choice and the mail goes to someone who has
 * not yet answered (an invitation).
 */
export function composeMail(
  to: string,
  subject: string,
  name: string | null,
  paragraphs: MailParagraph[],
): Mail {
  const greeting = name === null ? 'Hello,' : `Hello ${oneLine(name)},`;
  return {
    to,
    subject,
    text: [
      greeting,
      ...paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}:\n${p.link}`)),
    ].join('\n\n'),
    html: [greeting, ...paragraphs]
      .map((p) =>
        typeof p === 'string'
          ? `<p>${escapeHtml(p)}</p>`
          : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`,
      )
      .join('\n'),
  };
}
