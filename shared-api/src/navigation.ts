export type Navigate = (path: string) => void;

const openPage: Navigate = (path) => window.location.assign(path);

let navigate: Navigate = openPage;

/**
 * Lets the API client move the app to another page (a 500 goes to `/error-500`) through the app's
 * router instead of a full page load. Returns a function that puts the default back.
 */
export function setNavigator(navigator: Navigate): () => void {
  navigate = navigator;
  return () => {
    if (navigate === navigator) navigate = openPage;
  };
}

export function navigateTo(path: string): void {
  navigate(path);
}
