import { ErrorPage } from 'shared-ui';
import { FirstPaintHandOver } from '../remotes/first-paint';

// Either may be where the app goes from a page the server sent drawn (a read that fails with a
// 500, an address no page has): the drawing gives way to it.

export function NotFoundPage() {
  return (
    <>
      <ErrorPage
        code={404}
        title="Page Not Found"
        message="The page you are looking for doesn’t exist or has been moved."
      />
      <FirstPaintHandOver />
    </>
  );
}

export function ServerErrorPage() {
  return (
    <>
      <ErrorPage
        code={500}
        title="Internal Server Error"
        message="Something broke on our end. Please try again later."
      />
      <FirstPaintHandOver />
    </>
  );
}
