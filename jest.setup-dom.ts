import '@testing-library/jest-dom';

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
