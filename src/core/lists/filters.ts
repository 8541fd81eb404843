import type { MessageFindBody } from '../../contract/bodies';
import { MESSAGE_TYPES, type MessageType, type ReadFlag } from '../../contract';

function isMessageType(value: string): value is MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(value);
}

/** The message centre's read filter: everything, unread only, or read only. */
export type ReadFilter = 'all' | 'unread' | 'read';

const READ_FLAG_OF: Record<ReadFilter, ReadFlag | ''> = { all: '', unread: '0', read: '1' };

/** The body of findMessages for a filter, a message type, a keyword and a page; empty filters are left out. */
export function messageQuery(input: { readFilter: ReadFilter; msgType?: string; keyword: string; pageNo: number; pageSize: number }): MessageFindBody {
  const body: MessageFindBody = { pageNo: input.pageNo, pageSize: input.pageSize };
  const readFlag = READ_FLAG_OF[input.readFilter];
  if (readFlag !== '') body.readFlag = readFlag;
  if (input.msgType && isMessageType(input.msgType)) body.msgType = input.msgType;
  const keyword = input.keyword.trim().slice(0, 100);
  if (keyword !== '') body.keyword = keyword;
  return body;
}

/** A keyword as sent: trimmed, at most 100 characters ('' for none). */
export function searchKeyword(keyword: string): string {
  return keyword.trim().slice(0, 100);
}

/** A file size for people: bytes, KB, MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A download's progress from 0 to 1, or undefined when the size is not known. */
export function progressFraction(loaded: number, total: number | undefined): number | undefined {
  if (!total || total <= 0) return undefined;
  return Math.min(1, Math.max(0, loaded / total));
}
