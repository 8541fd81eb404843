/**
 * The signed-in shell (ShellLayout with the top bar, side menu, tab strip, frame pool and dialogs)
 * as a chunk of its own, so that the login route does not load it (issue 13). RouteHost renders it
 * lazily; bootstrap starts the download at once on a signed-in start and in idle time otherwise.
 */
export const loadShellLayout = () => import(/* webpackChunkName: "shell" */ './ShellLayout');
