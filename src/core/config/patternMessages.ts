/**
 * What each pattern of schema/layout.schema.json asks for, in words: a check names the rule a tenant
 * admin understands ("a path inside the portal, starting with /") instead of the regular expression.
 * Keyed by the pattern's exact text; a test keeps every pattern of the schema in this table.
 */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  '^[A-Za-z][A-Za-z0-9_.-]{0,63}$': "an identifier: a letter, then letters, digits, '.', '-' or '_' (at most 64 characters)",
  '^[a-z]{2}(_[a-z]{2})?$': "a language code in lower case, like zh_cn or en",
  '^/(?![/\\\\])[^\\s]*$': "a path inside the portal, starting with / (not //, no spaces)",
  '^[A-Za-z0-9_-]{1,32}$': "letters, digits, '-' or '_' (1 to 32 characters)",
  '^[0-9A-Za-z_-]{1,32}$': "letters, digits, '-' or '_' (1 to 32 characters)",
  '^(/|https?://|\\{prefix\\}(/|$))': 'a path starting with /, an http(s):// address, or {prefix} followed by a path',
  '^(.{16}|.{24}|.{32})$': 'exactly 16, 24 or 32 characters',
  '^.{16}$': 'exactly 16 characters',
  '^(/(?![/\\\\])|\\{url\\})': 'a path inside the portal, starting with / (not //), or {url}',
  '^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$': 'a plugin block as <plugin>.<block>, like home.order',
  '^/': 'a path starting with /',
  '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$': 'an origin: http:// or https://, a host name and an optional port, nothing after it (like https://rfq.example.com)',
  '^(/|https?://)[^\\s]*\\{processInstanceId\\}': 'a path starting with / or an http(s):// address that contains {processInstanceId}',
  '^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}': 'a path starting with {prefix}/ or / (not //), or an http(s):// address, that contains {language}',
  '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$': 'a colour as #rrggbb or #rgb, like #c50f1f',
  '^(wss?://|\\{wsOrigin\\})': 'a ws:// or wss:// address, or one starting with {wsOrigin}',
  '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$': 'an https origin: https://, a host name and an optional port, nothing after it (like https://help.example.com)',
  '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$': 'an https address without spaces (like https://help.example.com/srm)',
  '^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$':
    'an image: an https:// address, a path inside the portal starting with /, a data:image/…;base64 image, or a stored file path',
};

/** The words for a pattern: from the table, else the pattern itself. */
export function patternMessage(pattern: string): string {
  return Object.prototype.hasOwnProperty.call(PATTERN_MESSAGES, pattern) ? PATTERN_MESSAGES[pattern]! : `text matching the pattern ${pattern}`;
}
