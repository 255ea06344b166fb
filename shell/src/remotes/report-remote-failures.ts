import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime hook: a remote that cannot be loaded is reported once in the console with its
 * id. Returning nothing lets the original error reach the page's error boundary (the retry panel).
 */
export default function reportRemoteFailures(): ModuleFederationRuntimePlugin {
  return {
    name: 'report-remote-failures',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module "${id}" could not be loaded (${lifecycle}).`, error);
    },
  };
}
