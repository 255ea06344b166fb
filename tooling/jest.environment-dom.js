// jsdom plus the web platform pieces Node has and jsdom lacks (encoding, Web Crypto, fetch),
// so code under test uses the same globals as in the browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const web = {
      TextEncoder,
      TextDecoder,
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    };
    Object.assign(this.global, web);
    Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
  }
}

module.exports = DomEnvironment;
