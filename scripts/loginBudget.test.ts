import { describe, expect, it } from 'vitest';
import { documentAssets, judgeLoginBudget, type BudgetAsset } from './loginBudget';
import { loginGate } from './prerenderHtml';

const KB = 1024;

describe('the login route budget', () => {
  it('counts a stylesheet and a plain script of index.html as blocking, deferred and async scripts as deferred', () => {
    const html =
      '<head><link rel="icon" href="favicon.svg"><link rel="stylesheet" href="main.css"><script defer src="framework.js"></script><script src="blocking.js"></script><script async src="a.js"></script><script>inline()</script></head>';
    expect(documentAssets(html)).toEqual([
      { file: 'framework.js', role: 'deferred' },
      { file: 'blocking.js', role: 'blocking' },
      { file: 'a.js', role: 'deferred' },
      { file: 'main.css', role: 'blocking' },
    ]);
  });

  it('counts the scripts and style sheets the prerendered page’s gate starts as deferred', () => {
    const html = `<body><div data-srm-prerendered></div><script data-srm-gate>${loginGate(['framework.1.js', 'main.2.js'], ['styles.3.css'])}</script><div id="root"></div></body>`;
    expect(documentAssets(html)).toEqual([
      { file: 'framework.1.js', role: 'deferred' },
      { file: 'main.2.js', role: 'deferred' },
      { file: 'styles.3.css', role: 'deferred' },
    ]);
  });

  it('fails a build whose document and blocking files exceed 120 KB, or whose scripts until interactive exceed their budget', () => {
    const within: BudgetAsset[] = [
      { file: 'index.html', role: 'document', brotliBytes: 15 * KB },
      { file: 'framework.js', role: 'deferred', brotliBytes: 80 * KB },
      { file: 'page-session-login.js', role: 'login page', brotliBytes: 5 * KB },
    ];
    expect(judgeLoginBudget(within)).toMatchObject({ beforeUsableKB: 15, interactiveKB: 100, ok: true });

    const blockingTooBig = [...within, { file: 'all-of-fluent.css', role: 'blocking' as const, brotliBytes: 106 * KB }];
    const report = judgeLoginBudget(blockingTooBig);
    expect(report).toMatchObject({ beforeUsableKB: 121, ok: false });
    expect(report.lines.join('\n')).toMatch(/usable: 121 KB brotli \(budget 120 KB\) EXCEEDED/);

    const scriptsTooBig = [...within, { file: 'vendor.js', role: 'deferred' as const, brotliBytes: 300 * KB }];
    expect(judgeLoginBudget(scriptsTooBig)).toMatchObject({ beforeUsableKB: 15, ok: false });
  });
});
