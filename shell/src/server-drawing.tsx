// Built for Node with the shell (`serverDrawing` in webpack.factory.js): the server draws the frame
// around a signed-in page with it, and puts the page's remote's own drawing in it.
import { Route, Routes } from 'react-router-dom';
import { makeServerStore, signInServerStore } from 'shared-api/server-drawing';
import type { SessionRole } from 'shared-api/session';
import { drawOnServer, type Drawing, type PageRequest } from 'shared-ui/server-drawing';
import { MainLayout } from './layout/main-layout';

/** Where the page's own drawing goes in the frame's markup, as React writes it. */
export const pageSlot = '<template id="first-paint-page"></template>';

/**
 * The frame (sidebar, top bar) around a signed-in page, drawn for the visitor of `role`; null when
 * their token is not good.
 */
export async function drawFrame(
  role: SessionRole,
  { url, theme, serverFetch }: PageRequest,
): Promise<Drawing | null> {
  const store = makeServerStore({ theme, serverFetch });
  if (!(await signInServerStore(store, role))) return null;
  return drawOnServer({
    store,
    url,
    content: (
      <Routes>
        <Route element={<MainLayout />}>
          <Route path="*" element={<template id="first-paint-page" />} />
        </Route>
      </Routes>
    ),
  });
}
