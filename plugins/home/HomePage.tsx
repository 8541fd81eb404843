import { observer } from 'mobx-react-lite';
import { MessageBar, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalL, '@media (max-width: 900px)': { gridTemplateColumns: '1fr' } },
  full: { gridColumn: '1 / -1' },
  cell: { minWidth: 0 },
});

/** The home page: the layout document's indexBlocks switched on by the tenant's settings. */
export const HomePage = observer(function HomePage() {
  const portal = usePortal();
  const styles = useStyles();
  const blocks = portal.homeBlocks();
  const { BlockOutlet } = portal;
  if (blocks.length === 0) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{portal.t('i18n_home_noBlocks')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.grid} data-testid="home-blocks">
      {blocks.map((block) => (
        <section key={block.id} className={mergeClasses(styles.cell, block.width === 'full' && styles.full)} data-testid={`home-block-${block.id}`}>
          <BlockOutlet blockKey={block.blockKey} blockId={block.id} title={block.title} />
        </section>
      ))}
    </div>
  );
});
