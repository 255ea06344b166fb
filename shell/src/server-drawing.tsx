// Built for Node with the shell (`serverDrawing` in webpack.factory.js): the server draws the frame
// around a signed-in page with it, and puts the page's remote's own drawing in it.
import { Route, Routes } from 'react-router-dom';
import type { SessionRole } from 'shared-api/session';
import { drawSignedIn, type Drawing, type PageRequest } from 'shared-ui/server-drawing';
import { MainLayout } from './layout/main-layout';
import { ShortcutHint, shortcutHintFor } from './layout/search-field';

/** Where the page's own drawing goes in the frame's markup, as React writes it. */
export const pageSlot = '<template id="first-paint-page"></template>';

/**
 * The frame (sidebar, top bar) around a signed-in page, drawn for the visitor of `role`; null when
 * their token is not good.
 */
export function drawFrame(role: SessionRole, request: PageRequest): Promise<Drawing | null> {
  return drawSignedIn(
    role,
    request,
    <ShortcutHint.Provider value={shortcutHintFor(request.userAgent)}>
      <Routes>
        <Route element={<MainLayout />}>
          <Route path="*" element={<template id="first-paint-page" />} />
        </Route>
      </Routes>
    </ShortcutHint.Provider>,
  );
}
