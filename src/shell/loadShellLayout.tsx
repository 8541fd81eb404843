import { useEffect, useState, type ComponentProps } from 'react';
import type * as ShellLayoutModule from './ShellLayout';

/**
 * The signed-in shell (ShellLayout with the top bar, side menu, tab strip, frame pool and dialogs)
 * as a chunk of its own, so that the login route does not load it (issue 13). Bootstrap starts the
 * download at once off the login page and in idle time on it.
 */
let loaded: typeof ShellLayoutModule | undefined;

export const loadShellLayout = (): Promise<typeof ShellLayoutModule> =>
  import(/* webpackChunkName: "shell" */ './ShellLayout').then((module) => (loaded = module));

/**
 * ShellLayout once its chunk is there: at once when it was fetched ahead (the usual case), else
 * nothing until it arrives. Not React.lazy: a Suspense boundary that resolves holds its content
 * back up to 300 ms (React's fallback throttling), which a signed-in reload measurably paid.
 */
export function LazyShellLayout(props: ComponentProps<typeof ShellLayoutModule.ShellLayout>) {
  const [module, setModule] = useState(() => loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadShellLayout().then(
      (arrived) => live && setModule(arrived),
      (error: unknown) => console.error('[shell] the shell chunk failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module ? <module.ShellLayout {...props} /> : null;
}
