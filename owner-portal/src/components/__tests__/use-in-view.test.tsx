import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { useInView } from '../use-in-view';

function Probe() {
  const element = useRef<HTMLDivElement>(null);
  return <div ref={element}>{useInView(element) ? 'in view' : 'not in view'}</div>;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

it('is not in view in what the server renders, so the browser hydrates the same markup', () => {
  // The server has no IntersectionObserver (nor has jsdom): it must still say "not in view".
  expect(renderToString(<Probe />)).toContain('not in view');
});

it('comes into view when the browser reports the element on screen, not before', () => {
  let report: IntersectionObserverCallback = () => {};
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  render(<Probe />);
  expect(screen.getByText('not in view')).toBeInTheDocument();
  act(() =>
    report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
  );
  expect(screen.getByText('in view')).toBeInTheDocument();
});

it('is in view at once, after the first render, where it cannot be watched', () => {
  render(<Probe />);
  expect(screen.getByText('in view')).toBeInTheDocument();
});
