import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';

// `expect(await axe(container)).toHaveNoViolations()` in every screen and component test.
expect.extend(toHaveNoViolations);

// jsdom lays nothing out: what a layout would report stays empty, so components that watch sizes
// or scroll an item into view (the command palette) still run.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// A test of what the server draws runs without a DOM (`@jest-environment node`).
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

// `findBy…` and `waitFor` wait for what the user would see; on a busy 2-core machine a screen can
// take longer than testing-library's default second to get there, which is not a failure.
configure({ asyncUtilTimeout: 10_000 });
