// The document a message names: its number, and whether the layout's link map (auditLinks) opens
// it. A message never carries an address: only a business type and a number.
import type { SysMessage } from '@plugin-api';

/** The number of the message's document ('' for none) and whether its business type has a detail page. */
export function messageDocument(message: Pick<SysMessage, 'businessId' | 'businessType'> | undefined, hasAuditDetail: (businessType: string) => boolean): { documentId: string; linked: boolean } {
  const documentId = message?.businessId.trim() ?? '';
  return { documentId, linked: message !== undefined && documentId !== '' && hasAuditDetail(message.businessType) };
}
