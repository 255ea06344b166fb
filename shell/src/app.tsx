import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { selectIsLoading, useAppSelector, type AppStore } from 'shared-api';
import { LoadingOverlay, ThemeRoot, Toaster } from 'shared-ui';

function RequestsOverlay() {
  const isLoading = useAppSelector(selectIsLoading);
  return <LoadingOverlay visible={isLoading} />;
}

/**
 * The whole shell: store, theme, the router's pages, and what every page shares whether signed in
 * or not: the loading overlay while any request is in flight and the toasts (top right).
 */
export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
        <RequestsOverlay />
        <Toaster />
      </ThemeRoot>
    </Provider>
  );
}
