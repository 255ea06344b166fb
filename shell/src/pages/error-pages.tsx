import { ErrorPage } from 'shared-ui';

export function NotFoundPage() {
  return (
    <ErrorPage
      code={404}
      title="Page Not Found"
      message="The page you are looking for doesn’t exist or has been moved."
    />
  );
}

export function ServerErrorPage() {
  return (
    <ErrorPage
      code={500}
      title="Internal Server Error"
      message="Something broke on our end. Please try again later."
    />
  );
}
