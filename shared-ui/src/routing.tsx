import type { ComponentType } from 'react';

/** A page a remote exposes: the shell mounts it at `path` inside its own providers. */
export interface PageRoute {
  path: string;
  Component: ComponentType;
}
