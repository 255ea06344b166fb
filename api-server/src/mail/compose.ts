import type { Mail } from './mailer';

/** A paragraph of a mail: text, or a link with the words it is shown under. */
export type MailParagraph = string | { label: string; link: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The same words as plain text and as HTML, after a greeting by name. */
export function composeMail(
  to: string,
  subject: string,
  name: string,
  paragraphs: MailParagraph[],
): Mail {
  const greeting = `Hello ${name},`;
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
