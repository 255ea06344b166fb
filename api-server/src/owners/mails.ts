import type { Mail } from '../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function passwordResetMail(to: string, name: string, resetLink: string): Mail {
  return {
    to,
    subject: 'Reset your Homestead password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Homestead account. To choose a new password, open:',
      resetLink,
      '',
      'The link works once, within one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Someone asked to reset the password of your Homestead account.</p>',
      `<p><a href="${escapeHtml(resetLink)}">Choose a new password</a></p>`,
      '<p>The link works once, within one hour. If you did not ask for it, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}

export function emailVerificationMail(to: string, name: string, code: string): Mail {
  return {
    to,
    subject: `${code} is your Homestead verification code`,
    text: [
      `Hello ${name},`,
      '',
      `Your verification code is ${code}. It is valid for 10 minutes.`,
      '',
      'If you did not ask for it, you can ignore this mail.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>Your verification code is <strong>${code}</strong>. It is valid for 10 minutes.</p>`,
      '<p>If you did not ask for it, you can ignore this mail.</p>',
    ].join('\n'),
  };
}
