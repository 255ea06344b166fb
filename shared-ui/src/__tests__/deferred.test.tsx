import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { deferred, deferredCodeArrived } from '../deferred';

it('draws a deferred part once its code has loaded', async () => {
  const Part = deferred(async () => () => <p>Loaded part</p>);
  function Host() {
    const [shown, setShown] = useState(false);
    return (
      <>
        <button onClick={() => setShown(true)}>Show</button>
        {shown && <Part />}
      </>
    );
  }
  render(<Host />);
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText('Loaded part')).toBeInTheDocument();
});

it('draws a part whose code has loaded in the same render as its parent', async () => {
  const Part = deferred(async () => () => <p>Loaded part</p>);
  Part.preload();
  await new Promise((resolve) => setTimeout(resolve, 0));
  render(
    <>
      <h1>Page</h1>
      <Part />
    </>,
  );
  expect(screen.getByText('Loaded part')).toBeInTheDocument();
});

it('keeps what a part holds once its code has arrived', async () => {
  const Part = deferred(
    async () =>
      function Counter() {
        const [count, setCount] = useState(0);
        return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
      },
  );
  const { rerender } = render(<Part key="part" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
  rerender(<Part key="part" />);
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
});

it('says a part drawn before its code came is there only once React has committed it', async () => {
  let arrive: (component: ComponentType) => void = () => {};
  const Part = deferred(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
  render(<Part />);
  // What the page holds when it is told: a click replayed then must reach the part's own handler.
  let shownWhenTold: boolean | null = null;
  void deferredCodeArrived().then(() => {
    shownWhenTold = screen.queryByText('Loaded part') !== null;
  });
  arrive(() => <p>Loaded part</p>);
  expect(await screen.findByText('Loaded part')).toBeInTheDocument();
  await waitFor(() => expect(shownWhenTold).toBe(true));
});
