// What the demo sub-apps read of the portal's own storage (same origin): the shell keeps each value
// as { content } under srm-<name>, in sessionStorage when "keep login" is off (shared with its
// same-origin frames), else in localStorage; the tab's own storage comes first.

/** The content the shell stored under srm-<name>, or undefined. */
export function stored(name: string): unknown {
  // Reading window.sessionStorage itself throws where storage is blocked (a frame of another site), so each is read inside the try.
  const places: Array<() => Storage> = [() => window.sessionStorage, () => window.localStorage];
  for (const place of places) {
    try {
      const record: unknown = JSON.parse(place().getItem(`srm-${name}`) || 'null');
      if (record && typeof record === 'object' && 'content' in record) return record.content;
    } catch {
      // Blocked or unreadable storage: try the next one.
    }
  }
  return undefined;
}

export type DemoLanguage = 'zh_cn' | 'en';

export function knownLanguage(value: unknown): DemoLanguage | undefined {
  return value === 'en' || value === 'zh_cn' ? value : undefined;
}

/** The language of a page: the frame URL's ?lang=, else the portal's stored choice, else Chinese. */
export function initialLanguage(search: string): DemoLanguage {
  return knownLanguage(new URLSearchParams(search).get('lang')) || knownLanguage(stored('language')) || 'zh_cn';
}
