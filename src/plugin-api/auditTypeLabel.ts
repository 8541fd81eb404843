import type { PortalApi } from './portal';

/**
 * The name of an approval type: the auditType dictionary's label, else the approval link map's
 * label (a tenant's own type, such as Globex's contract, that the dictionary does not know), else the code.
 */
export function auditTypeLabel(portal: Pick<PortalApi, 'work' | 'layout' | 'text'>, type: string): string {
  const fromDictionary = portal.work.dictionaries.label('auditType', type);
  const link = Object.prototype.hasOwnProperty.call(portal.layout.auditLinks, type) ? portal.layout.auditLinks[type] : undefined;
  return fromDictionary !== type || !link?.label ? fromDictionary : portal.text(link.label);
}
