// The hook beside the portal context, apart from services/model.ts: the model's declaration is a type the
// portal's own interface names, so it must not import the context back.
import { usePortal } from './portalContext';
import type { ModelStore, PluginModel } from './services/model';

/** The plugin's model in this portal (created on first use, once). */
export function useModel<M extends ModelStore>(model: PluginModel<M>): M {
  return usePortal().modelOf(model);
}
