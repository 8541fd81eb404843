import type { Push } from '../../generated/layout';

/** At most this many broker addresses are tried (the layout's brokerUrl and brokerUrls). */
export const MAX_BROKER_URLS = 8;

export interface BrokerPlace {
  /** The shell's origin, e.g. https://srm.example.com (becomes wss://srm.example.com). */
  shellOrigin: string;
  /** The application prefix, e.g. /portal. */
  appPrefix: string;
}

/** The shell's origin with ws: or wss:. */
export function wsOrigin(shellOrigin: string): string {
  return shellOrigin.replace(/^http(s?):/i, (_whole, secure: string) => `ws${secure}:`);
}

/**
 * The broker addresses to try, in order: brokerUrl, then brokerUrls, with {wsOrigin} and {prefix}
 * replaced; only ws(s) URLs, each once, at most MAX_BROKER_URLS.
 */
export function brokerUrls(push: Pick<Push, 'brokerUrl' | 'brokerUrls'>, place: BrokerPlace): string[] {
  const origin = wsOrigin(place.shellOrigin);
  const urls: string[] = [];
  for (const template of [push.brokerUrl, ...(push.brokerUrls ?? [])]) {
    const url = template.replace(/\{wsOrigin\}/g, origin).replace(/\{prefix\}/g, place.appPrefix);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') continue;
    if (!urls.includes(parsed.href)) urls.push(parsed.href);
    if (urls.length === MAX_BROKER_URLS) break;
  }
  return urls;
}

export type ProtocolVersion = 3 | 4;

/** One connection attempt: which address, which MQTT version. */
export interface Attempt {
  urlIndex: number;
  version: ProtocolVersion;
}

/** Why an attempt failed, as far as the version fallback cares. */
export type AttemptFailure = 'refused-version' | 'refused-other' | 'no-answer';

/** The first attempt of a round: the first address, the chosen version or 4. */
export function firstAttempt(chosen: ProtocolVersion | undefined): Attempt {
  return { urlIndex: 0, version: chosen ?? 4 };
}

/**
 * The attempt after a failed one, or undefined when the round is over (then wait and start again).
 * Without a chosen version, a version 4 attempt that got no answer or was refused for its version
 * is tried again with version 3 at the same address (seed 001 §8); otherwise the next address.
 * A refusal of the credentials is not a version problem: no fallback.
 */
export function nextAttempt(current: Attempt, failure: AttemptFailure, chosen: ProtocolVersion | undefined, urlCount: number): Attempt | undefined {
  if (chosen === undefined && current.version === 4 && failure !== 'refused-other') return { urlIndex: current.urlIndex, version: 3 };
  const urlIndex = current.urlIndex + 1;
  return urlIndex < urlCount ? { urlIndex, version: chosen ?? 4 } : undefined;
}
