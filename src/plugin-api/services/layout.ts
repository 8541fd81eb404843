// The layout document in force and the home blocks it switches on.
import type { ComponentType } from 'react';
import type { LayoutDocument } from '../../generated/layout';

export type { LayoutDocument };
// Branding (app.branding, the LoginPage_Group logos): the seed's logo sizing and image addresses.
export { brandImageUrl, cssImageUrl, resolveLogoUrl } from '../../core/branding/logo';
export { useSizedLogo } from '../useSizedLogo';

export interface HomeBlockEntry {
  id: string;
  blockKey: string;
  title: string;
  width: 'full' | 'half';
}

export interface LayoutApi {
  readonly layout: LayoutDocument;
  /**
   * The home blocks of one home page (its route id: `home`, `supplierHome`, …; a block names its
   * page with indexBlocks.<id>.home, absent meaning `home`) that are switched on for this user, in order.
   */
  homeBlocks(homeRouteId: string): HomeBlockEntry[];
  /** Renders a plugin block by its '<pluginId>.<blockId>' key (lazily loaded, with retry). */
  readonly BlockOutlet: ComponentType<{ blockKey: string; blockId: string; title: string }>;
}
