// The portal a plugin page lives in, given by the shell through React context (usePortal()). Its own
// file, so the plugin API's shared components read it without importing the index that re-exports them;
// the PortalApi type comes from portal.ts, which imports neither.
import { createContext, useContext } from 'react';
import type { PortalApi } from './portal';

export const PortalContext = createContext<PortalApi | null>(null);

export function usePortal(): PortalApi {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal() is used outside the portal shell');
  return portal;
}
