import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { deferred } from '../deferred';

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
