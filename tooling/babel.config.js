// One Babel setup for webpack (apps) and jest (every package).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
    // Each styled component's id from its file and place in it, not from the order components are
    // made in: the server's build and the browser's then give an element the same class, so the
    // browser hydrates what the server rendered (SSR) and takes over its styles.
    plugins: isTest
      ? []
      : [
          [
            'babel-plugin-styled-components',
            { ssr: true, displayName: api.env('development'), fileName: false, pure: true },
          ],
        ],
  };
};
