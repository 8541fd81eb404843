import type { MouseEvent, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, CardHeader, Link, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { contentLinkTarget, linkOriginsOf, parseRichText, pickLanguage, usePortal, visuallyHidden, type BlockProps, type RichInline, type RichTextRun } from '@plugin-api';

const useStyles = makeStyles({
  card: { height: '100%', boxSizing: 'border-box' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, lineHeight: tokens.lineHeightBase300, '& p, & ul': { margin: 0 }, '& ul': { paddingInlineStart: tokens.spacingHorizontalXXL } },
  greeting: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The page's heading as a block (home.greeting): the level-one heading of the home page, with the
 * block's title; the home page hides its own heading while this block is on it.
 */
export const GreetingBlock = observer(function GreetingBlock({ title }: BlockProps) {
  const styles = useStyles();
  return (
    <h1 className={styles.greeting} data-testid="home-greeting">
      {title}
    </h1>
  );
});

/** Text runs as spans (bold: strong, italic: em). */
function Runs({ runs }: { runs: readonly RichTextRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        let node: ReactNode = run.text;
        if (run.italic) node = <em>{node}</em>;
        if (run.bold) node = <strong>{node}</strong>;
        return <span key={index}>{node}</span>;
      })}
    </>
  );
}

/** One line's inlines; a link opens only what contentLinkTarget allows, anything else is its text. */
const Inlines = observer(function Inlines({ inlines }: { inlines: readonly RichInline[] }) {
  const portal = usePortal();
  const intl = useIntl();
  const origins = linkOriginsOf(portal.layout);
  return (
    <>
      {inlines.map((inline, index) => {
        if (inline.kind === 'break') return <br key={index} />;
        if (inline.kind === 'text') return <Runs key={index} runs={[inline]} />;
        const target = contentLinkTarget(inline.url, origins);
        if (!target) return <Runs key={index} runs={inline.children} />;
        if (target.kind === 'route') {
          const open = (event: MouseEvent) => {
            event.preventDefault();
            portal.navigate(target.path);
          };
          return (
            <Link key={index} href={`#${target.path}`} onClick={open} data-route={target.path}>
              <Runs runs={inline.children} />
            </Link>
          );
        }
        return (
          <Link key={index} href={target.url} target="_blank" rel="noopener noreferrer">
            <Runs runs={inline.children} />
            <span style={visuallyHidden}> ({intl.formatMessage({ id: 'i18n_home_link_newWindow' })})</span>
          </Link>
        );
      })}
    </>
  );
});

/**
 * A content block (home.text): the layout's text in the user's language (Chinese when the English
 * one is empty), drawn from the rich-text tree as React elements, never as HTML.
 */
export const TextBlock = observer(function TextBlock({ blockId, title }: BlockProps) {
  const portal = usePortal();
  const styles = useStyles();
  const content = portal.layout.indexBlocks[blockId]?.content;
  const blocks = content ? parseRichText(pickLanguage(content.zh_cn, content.en, portal.language)) : [];
  return (
    <Card className={styles.card} data-testid={`home-text-${blockId}`}>
      <CardHeader header={<Subtitle1 as="h2" style={{ margin: 0 }}>{title}</Subtitle1>} />
      <div className={styles.body}>
        {blocks.map((block, index) =>
          block.kind === 'paragraph' ? (
            <p key={index}>
              <Inlines inlines={block.inlines} />
            </p>
          ) : (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
    </Card>
  );
});
