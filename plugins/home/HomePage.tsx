import { observer } from 'mobx-react-lite';
import { MessageBar, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { usePortal, visuallyHidden, type PageProps } from '@plugin-api';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalL, '@media (max-width: 900px)': { gridTemplateColumns: '1fr' } },
  full: { gridColumn: '1 / -1' },
  cell: { minWidth: 0 },
});

/** The block that is the page's level-one heading (the supplier home's greeting). */
const GREETING_BLOCK = 'home.greeting';

/**
 * A home page (the buyer home, the supplier home, any route of page home or supplierHome): the
 * layout's indexBlocks that name this route as their home, switched on by the tenant's settings and
 * shown to this user, in order.
 */
export const HomePage = observer(function HomePage({ routeId }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const blocks = portal.homeBlocks(routeId);
  const { BlockOutlet } = portal;
  // The page's level-one heading is its name, read by screen readers only, unless a greeting block
  // is the heading (the other blocks carry their own headings below it).
  const heading = blocks.some((block) => block.blockKey === GREETING_BLOCK) ? null : (
    <h1 style={visuallyHidden}>{portal.text(portal.layout.routes[routeId]?.label) || portal.layout.app.siteTitle}</h1>
  );
  if (blocks.length === 0) {
    return (
      <>
        {heading}
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage({ id: 'i18n_home_noBlocks' })}</MessageBarBody>
        </MessageBar>
      </>
    );
  }
  return (
    <>
      {heading}
      <div className={styles.grid} data-testid="home-blocks" data-home={routeId}>
        {blocks.map((block) => (
          <section key={block.id} className={mergeClasses(styles.cell, block.width === 'full' && styles.full)} data-testid={`home-block-${block.id}`}>
            <BlockOutlet blockKey={block.blockKey} blockId={block.id} title={block.title} />
          </section>
        ))}
      </div>
    </>
  );
});
