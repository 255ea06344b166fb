// Shared packages as the apps use them. Shared through federation, a package is provided whole, since
// the host cannot know what a remote will use; these modules re-export only the names imported from
// the package anywhere in the front-ends (and by the libraries that build on it), from the package's
// own production build, so the rest is left out.
const fs = require('node:fs');
const path = require('node:path');

const SOURCE_FOLDERS = [
  'shell',
  'auth-app',
  'owner-portal',
  'tenant-portal',
  'shared-ui',
  'shared-features',
  'shared-api',
];
/** Tests run the packages from node_modules, not from a build. */
const TEST_FOLDERS = new Set(['__tests__', 'testing', 'test-support', 'node_modules']);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function* sourceFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!TEST_FOLDERS.has(entry.name)) yield* sourceFiles(file);
    } else if (/\.(ts|tsx|js|jsx)$/.test(entry.name) && !/\.test\./.test(entry.name)) yield file;
  }
}

/** Every value (not type) name imported from one of `requests` in the given files. */
function importedNames(files, requests) {
  const from = requests.map(escape).join('|');
  const named = new RegExp(
    `(?:import|export)\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"](?:${from})['"]`,
    'g',
  );
  const whole = new RegExp(`(?:import|export)\\s+\\*[^;]*from\\s*['"](?:${from})['"]`);
  const names = new Set();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    if (whole.test(code)) throw new Error(`${file}: import ${requests[0]} by name, not whole`);
    for (const [, typeOnly, list] of code.matchAll(named)) {
      if (typeOnly) continue;
      for (const specifier of list.split(',')) {
        const [name] = specifier.trim().split(/\s+as\s+/);
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

function appSourceFiles(root) {
  return SOURCE_FOLDERS.map((folder) => path.join(root, folder, 'src'))
    .filter((src) => fs.existsSync(src))
    .flatMap((src) => [...sourceFiles(src)]);
}

function writeEntry(root, name, code) {
  const file = path.join(root, 'node_modules', '.cache', 'homestead', `${name}.js`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
  return file;
}

const packageFolder = (root, name) =>
  path.dirname(require.resolve(`${name}/package.json`, { paths: [root] }));

/** The router: 'react-router' and 'react-router-dom' as one module. */
function routerEntry(root, production) {
  const build = path.join(
    packageFolder(root, 'react-router'),
    'dist',
    production ? 'production' : 'development',
  );
  const names = importedNames(appSourceFiles(root), ['react-router', 'react-router-dom']);
  // react-router-dom's own versions of these flush DOM updates synchronously.
  const fromDom = names.filter((name) => name === 'RouterProvider' || name === 'HydratedRouter');
  const fromCore = names.filter((name) => !fromDom.includes(name));
  const code = [
    `export { ${fromCore.join(', ')} } from ${JSON.stringify(path.join(build, 'index.mjs'))};`,
    fromDom.length > 0
      ? `export { ${fromDom.join(', ')} } from ${JSON.stringify(path.join(build, 'dom-export.mjs'))};`
      : '',
  ].join('\n');
  return writeEntry(root, `react-router.${production ? 'production' : 'development'}`, code);
}

/**
 * The ES module build of every library the front-ends depend on that itself depends on `request`
 * (a chart library built on Redux Toolkit, say): what it imports must be provided too.
 */
function libraryFiles(root, request) {
  const dependencies = new Set(
    SOURCE_FOLDERS.flatMap((folder) => {
      const manifest = path.join(root, folder, 'package.json');
      return fs.existsSync(manifest)
        ? Object.keys(JSON.parse(fs.readFileSync(manifest, 'utf8')).dependencies ?? {})
        : [];
    }),
  );
  return [...dependencies].flatMap((name) => {
    let folder;
    try {
      folder = packageFolder(root, name);
    } catch {
      return []; // a workspace package or one without a package.json export
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    const needs = { ...manifest.dependencies, ...manifest.peerDependencies };
    if (!(request in needs) || !manifest.module) return [];
    return [...sourceFiles(path.join(folder, path.dirname(manifest.module)))];
  });
}

/** Redux Toolkit's core, with what RTK Query (bundled into shared-api) and other libraries take from it. */
function reduxToolkitEntry(root) {
  const folder = packageFolder(root, '@reduxjs/toolkit');
  const queryBuilds = [
    path.join(folder, 'dist', 'query', 'rtk-query.modern.mjs'),
    path.join(folder, 'dist', 'query', 'react', 'rtk-query-react.modern.mjs'),
  ];
  const names = [
    ...new Set([
      ...importedNames(appSourceFiles(root), ['@reduxjs/toolkit']),
      ...importedNames(queryBuilds, ['@reduxjs/toolkit']),
      ...importedNames(libraryFiles(root, '@reduxjs/toolkit'), ['@reduxjs/toolkit']),
    ]),
  ].sort();
  const build = path.join(folder, 'dist', 'redux-toolkit.modern.mjs');
  return writeEntry(
    root,
    'redux-toolkit',
    `export { ${names.join(', ')} } from ${JSON.stringify(build)};`,
  );
}

/**
 * sonner, loaded with the first toast rather than with the first screen: `toast` and `Toaster` from
 * shared-ui's `toastsOnDemand`, which imports the library when a toast is first raised. Fails the
 * build when an app takes something else from sonner or calls `toast` in a way it does not handle.
 */
function toastEntry(root) {
  const files = appSourceFiles(root);
  const onDemand = path.join(
    root,
    'shared-ui',
    'src',
    'components',
    'toaster',
    'toasts-on-demand.tsx',
  );
  const handled = new Set(['toast', 'Toaster']);
  const unhandled = importedNames(files, ['sonner']).filter((name) => !handled.has(name));
  if (unhandled.length > 0) throw new Error(`sonner: ${unhandled.join(', ')} not in ${onDemand}`);
  const calls = new Set(
    [
      ...fs.readFileSync(onDemand, 'utf8').matchAll(/TOAST_(?:KINDS|CALLS) = \[([^\]]*)\]/g),
    ].flatMap(([, list]) => list.match(/\w+/g)),
  );
  for (const file of files.filter((candidate) => candidate !== onDemand)) {
    for (const [, call] of fs.readFileSync(file, 'utf8').matchAll(/\btoast\.(\w+)\(/g))
      if (!calls.has(call)) throw new Error(`${file}: toast.${call} is not in ${onDemand}`);
  }
  const build = path.join(root, 'node_modules', 'sonner', 'dist', 'index.mjs');
  return writeEntry(
    root,
    'sonner',
    [
      `import { toastsOnDemand } from ${JSON.stringify(onDemand)};`,
      `export const { toast, Toaster } = toastsOnDemand(() => import(${JSON.stringify(build)}));`,
    ].join('\n'),
  );
}

module.exports = { routerEntry, reduxToolkitEntry, toastEntry };
