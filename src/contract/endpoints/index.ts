// Every call of the platform, declared once (endpoint.ts says what a declaration holds). The shell
// imports the group it calls (so a lazy page's calls stay in its chunk); the server, the tests and
// docs/api.md take them all from here.
import { homeEndpoints } from './home';
import { layoutEndpoints } from './layout';
import { platformEndpoints } from './platform';
import { sessionEndpoints } from './session';
import { workEndpoints } from './work';

export * from './endpoint';
export { homeEndpoints, layoutEndpoints, platformEndpoints, sessionEndpoints, workEndpoints };

export const endpoints = {
  ...sessionEndpoints,
  ...layoutEndpoints,
  ...workEndpoints,
  ...homeEndpoints,
  ...platformEndpoints,
};
export type EndpointName = keyof typeof endpoints;

/** The groups in the order docs/api.md lists them. */
export const endpointGroups = {
  Session: sessionEndpoints,
  Layout: layoutEndpoints,
  Work: workEndpoints,
  Home: homeEndpoints,
  Platform: platformEndpoints,
} as const;
