// A remote is built to use its host's federation runtime; opened on its own page, it finds it here.
globalThis._FEDERATION_RUNTIME_CORE = require('@module-federation/runtime-core');
