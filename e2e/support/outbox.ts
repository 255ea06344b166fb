import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the server writes beside each mail in `DATA_DIR/outbox/`: its words before any encoding. */
interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** An entry, or null while the server is still writing it. */
function entryIn(file: string): OutboxEntry | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OutboxEntry;
  } catch {
    return null;
  }
}

/**
 * The newest mail the server wrote to `DATA_DIR/outbox/` for `to` with `subject`, as text: read from
 * the entry beside the message, whose subject is as written (the message's own header is encoded
 * when it holds more than ASCII).
 */
export function latestMail(dataDir: string, to: string, subject: RegExp): string | undefined {
  const folder = join(dataDir, 'outbox');
  if (!existsSync(folder)) return undefined;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => entryIn(join(folder, name)))
    .find(
      (mail) => mail && mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject),
    )?.text;
}
