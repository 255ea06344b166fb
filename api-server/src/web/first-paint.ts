import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cookieValue } from './cookies';
import { readJson } from './remote-preloads';

export type Theme = 'light' | 'dark';

/**
 * A page a remote's build drew ahead of time, in each theme (`prerendered/pages.json`): the
 * names of the files, in the same folder, that hold its markup.
 */
interface PrerenderedPage {
  path?: unknown;
  themes?: Partial<Record<Theme, unknown>> | null;
}

/** The theme the browser asks for in its `theme` cookie: dark, or light for anything else. */
export function cookieTheme(cookieHeader: string | undefined): Theme {
  return cookieValue(cookieHeader, 'theme') === 'dark' ? 'dark' : 'light';
}

/** A bare file name, so a listing cannot point outside the `prerendered` folder. */
const isPlainFileName = (name: unknown): name is string =>
  typeof name === 'string' && name !== '' && !/[/\\]/.test(name) && !name.includes('..');

/** Where the markup goes: the shell's empty root element, as written or as minified. */
const shellRoot = /<div id=(?:"root"|'root'|root)>/;

/**
 * The shell's page with a first paint (`<div id="first-paint">`) just before its root element, so
 * the page shows before any script has run; null when the shell's page cannot be read or has no
 * root. Read from disk on every request, since a build folder may be replaced while the server runs.
 */
export async function shellPageWith(webRoot: string, firstPaint: string): Promise<string | null> {
  const shell = await readFile(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8').catch(
    () => null,
  );
  const root = shell?.search(shellRoot) ?? -1;
  if (shell === null || root < 0) return null;
  // Sliced rather than String.replace, which would read `$&` and the like in the markup.
  return shell.slice(0, root) + firstPaint + shell.slice(root);
}

/**
 * The shell's page with a remote's first paint drawn at build time; null when the remote's build
 * has no markup of this page in this theme, or when a file is missing or not as expected.
 */
export async function pageWithFirstPaint(
  webRoot: string,
  folder: string,
  pagePath: string,
  theme: Theme,
): Promise<string | null> {
  const prerendered = path.join(webRoot, folder, 'dist', 'prerendered');
  const pages = await readJson<PrerenderedPage[]>(path.join(prerendered, 'pages.json'));
  if (!Array.isArray(pages)) return null;
  const page = pages.find(
    (listed) =>
      typeof listed?.path === 'string' &&
      (pagePath === listed.path || pagePath === `${listed.path}/`),
  );
  const file = page?.themes?.[theme];
  if (!isPlainFileName(file)) return null;
  const fragment = await readFile(path.join(prerendered, file), 'utf8').catch(() => null);
  return fragment === null ? null : shellPageWith(webRoot, fragment);
}
