// Which topics belong to a user. The shell builds its topic with pushTopic(push.topicTemplate, user)
// from the layout it runs with; the broker lets a user subscribe to exactly those topics, and the
// server publishes a user's events to them. The templates come from the deployment's files only (the
// base layout and each tenant file of the served config folder), never from a stored overlay: a
// tenant admin could otherwise write a template that names another tenant's user's topic.
import { pushTopic, type PushTopicOwner } from '../../../src/contract/push.js';
import type { Deployment } from '../deployment.js';

/** The base layout's template, used when no file names a usable one. */
export const DEFAULT_TOPIC_TEMPLATE = 'srm/{environMentConfig}/{elsAccount}_{elsSubAccount}';

/** Templates longer than this are not used (a topic is short; the user's values add at most a few dozen characters). */
const MAX_TEMPLATE_LENGTH = 200;

/**
 * A template the broker may use: it names both the account and the sub-account (so every user's
 * topic differs), holds no wildcard and does not start with '$' (the broker's own topics).
 */
export function isUsableTemplate(template: unknown): template is string {
  return (
    typeof template === 'string' &&
    template.length > 0 &&
    template.length <= MAX_TEMPLATE_LENGTH &&
    template.includes('{elsAccount}') &&
    template.includes('{elsSubAccount}') &&
    !template.startsWith('$') &&
    !/[+#]/.test(template) &&
    !template.includes('\u0000')
  );
}

function templateOf(layout: unknown): unknown {
  if (!layout || typeof layout !== 'object') return undefined;
  const push = (layout as { push?: unknown }).push;
  return push && typeof push === 'object' ? (push as { topicTemplate?: unknown }).topicTemplate : undefined;
}

export class PushTopics {
  constructor(private readonly deployment: Deployment) {}

  /** The distinct usable templates of the base layout and the tenant files (the base's first). */
  templates(): string[] {
    const found = new Set<string>();
    const base = templateOf(this.deployment.baseLayout());
    found.add(isUsableTemplate(base) ? base : DEFAULT_TOPIC_TEMPLATE);
    for (const tenant of this.deployment.tenants()) {
      const template = templateOf(this.deployment.tenantFile(tenant)?.patch);
      if (isUsableTemplate(template)) found.add(template);
    }
    return [...found];
  }

  /** The user's topics (usually one); empty when the user's values cannot make a topic. */
  topicsOf(owner: PushTopicOwner): string[] {
    const topics = new Set<string>();
    for (const template of this.templates()) {
      const topic = pushTopic(template, owner);
      if (topic !== undefined) topics.add(topic);
    }
    return [...topics];
  }
}
