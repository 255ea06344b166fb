import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The plain-text body of a mail file, decoded from quoted-printable. */
function plainText(eml: string) {
  const part = eml.split(/Content-Type: text\/plain[^\n]*\n/)[1] ?? '';
  const body = part.slice(part.indexOf('\n\n') + 2).split(/\n--/)[0] ?? '';
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest mail the server wrote to `DATA_DIR/outbox/` for `to` with `subject`, as text. */
export function latestMail(dataDir: string, to: string, subject: RegExp): string | undefined {
  const folder = join(dataDir, 'outbox');
  if (!existsSync(folder)) return undefined;
  const mails = readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
  const mail = mails.find(
    (eml) =>
      new RegExp(`^To: ${to}$`, 'mi').test(eml) &&
      subject.test(eml.match(/^Subject: (.*)$/m)?.[1] ?? ''),
  );
  return mail && plainText(mail);
}
