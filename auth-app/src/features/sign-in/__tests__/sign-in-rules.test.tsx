import { screen } from '@testing-library/react';
import { signInPayload } from 'shared-api/contract';
import { answer, stubApi } from 'shared-ui/testing';
import { regexes } from 'zod/v4/core';
import { forgetBrowserState, renderScreen } from '../../../testing/render-screen';
import { SignInPage } from '../sign-in-page';
import { emailPattern } from '../sign-in-rules';

afterEach(forgetBrowserState);

/** What the contract says about each field, as the first message the form should show. */
function contractMessages(values: { email: string; password: string }) {
  const result = signInPayload.safeParse(values);
  const first = (field: string) =>
    result.error?.issues.find((issue) => issue.path[0] === field)?.message;
  return { email: first('email'), password: first('password') };
}

test("the form's e-mail pattern is zod's", () => {
  expect(emailPattern.source).toBe(regexes.email.source);
  expect(emailPattern.flags).toBe(regexes.email.flags);
});

const cases = [
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'not-an-address', password: 'correct-horse-1' },
  { email: 'ada@example', password: 'correct-horse-1' },
  { email: `${'a'.repeat(250)}@example.com`, password: 'correct-horse-1' },
  { email: 'ada@example.com', password: 'p'.repeat(129) },
  { email: '  Ada@Example.com ', password: 'correct-horse-1' },
];

test.each(cases)(
  'the form answers as the contract does for %j',
  async (values) => {
    stubApi({ 'POST owners/login': answer({ error: 'Invalid email or password' }, 401) });
    const { user } = renderScreen(<SignInPage role="owner" />, { path: '/owner/signin' });
    const expected = contractMessages(values);

    const email = screen.getByRole('textbox', { name: 'Email' });
    if (values.email) await user.type(email, values.email);
    if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    for (const message of [expected.email, expected.password].filter(Boolean))
      expect(await screen.findByText(message!)).toBeInTheDocument();
    for (const message of ['Email is required', 'Enter a valid email address'])
      if (expected.email !== message) expect(screen.queryByText(message)).not.toBeInTheDocument();
  },
  20_000,
);
