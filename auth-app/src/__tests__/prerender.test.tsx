import { lightTheme, darkTheme } from 'shared-ui/first-screen';
import { prerenderedPages } from '../prerender';

const parsed = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
};

test('draws each sign-in in both themes, with its styles, ahead of any script', () => {
  const pages = prerenderedPages();
  expect(pages.map((page) => page.path)).toEqual(['/owner/signin', '/tenant/signin']);

  const owner = parsed(pages[0]!.themes.light);
  expect(owner.id).toBe('first-paint');
  expect(owner.querySelector('h1')).toHaveTextContent('Sign in to your account');
  expect(owner.querySelector('input[name="email"]')).toHaveAttribute('type', 'email');
  expect(owner.querySelector('input[name="password"]')).toHaveAttribute('type', 'password');
  expect(owner.querySelector('a[href="/forgot-password"]')).toHaveTextContent('Forgot password?');
  expect(owner.querySelector('a[href="/signup"]')).toHaveTextContent('Sign Up');
  // Pressed before the app's code runs, it would send the password in the page's address.
  expect(owner.querySelector('button[type="submit"]')).toBeDisabled();

  const tenant = parsed(pages[1]!.themes.light);
  expect(tenant.querySelector('h1')).toHaveTextContent('Tenant sign in');
  expect(tenant.querySelector('a[href="/forgot-password?role=tenant"]')).not.toBeNull();
});

test("carries the styles of every class it draws, in each theme's colours, without styled-components' marks", () => {
  const [owner] = prerenderedPages();
  for (const [mode, theme] of [
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const) {
    const drawing = parsed(owner!.themes[mode]);
    const css = drawing.querySelector('style')!.textContent!;
    expect(css).toContain(`background:${theme.color.background}`);
    expect(drawing.querySelector('style')!.attributes).toHaveLength(0);
    const classes = new Set(
      [...drawing.querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
    );
    const styled = [...classes].filter((name) => css.includes(`.${name}{`));
    expect(styled.length).toBeGreaterThan(10);
  }
});
