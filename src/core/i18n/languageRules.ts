/**
 * Cross-property language rules of a layout document that the schema cannot say (checked after it,
 * by config:check, the server's layout check and the shell when it composes the layers).
 */

/** One issue, shaped like the layout check's (RFC 6901 pointer, rule, message). */
export interface LanguageIssue {
  pointer: string;
  rule: string;
  message: string;
}

interface LanguageApp {
  languages?: Record<string, unknown>;
  defaultLanguage?: string;
  translations?: { urlTemplate?: string };
}

interface LanguageDoc {
  app?: LanguageApp;
  frames?: { allowedOrigins?: Record<string, { origin?: string }> };
}

/** The origin of an absolute http(s) address, else undefined (a path on the portal's own origin). */
export function absoluteOrigin(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address.replace(/\{language\}/g, 'x')).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * - defaultLanguage must be one of the offered languages (otherwise a first visit would start in a
 *   language the selector does not offer, and the tenant policy could not apply it);
 * - a remote translation address on another origin must be one of frames.allowedOrigins.
 */
export function languageIssues(doc: unknown): LanguageIssue[] {
  const issues: LanguageIssue[] = [];
  const { app, frames } = (doc ?? {}) as LanguageDoc;
  const offered = Object.keys(app?.languages ?? {});
  if (app?.defaultLanguage !== undefined && offered.length > 0 && !offered.includes(app.defaultLanguage)) {
    issues.push({
      pointer: '/app/defaultLanguage',
      rule: 'defaultLanguage',
      message: `'${app.defaultLanguage}' is not among the offered languages (app.languages: ${offered.join(', ')}); add it there or choose one of them`,
    });
  }
  const template = app?.translations?.urlTemplate;
  if (template !== undefined) {
    const origin = absoluteOrigin(template);
    const allowed = Object.values(frames?.allowedOrigins ?? {}).map((entry) => entry.origin);
    if (origin !== undefined && !allowed.includes(origin)) {
      issues.push({
        pointer: '/app/translations/urlTemplate',
        rule: 'allowedOrigin',
        message: `the origin ${origin} is neither the portal's nor among frames.allowedOrigins; use a path (/…) or allow the origin`,
      });
    }
  }
  return issues;
}
