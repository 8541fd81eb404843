import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Select, Text } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { usePortal } from '@plugin-api';
import { INDEX_BLOCKS, mergedDocument, moveItem, orderedIds, removeItem, removedItems, restoreItem, setBlockWidth, type BlockWidth } from '@plugin-api/layout-admin';
import { useFormStyles, type SectionProps } from './formParts';

/**
 * The cards of each home page (the buyer home first, then the others: indexBlocks.<id>.home) in
 * order: move up and down within their page (buttons, for the keyboard too), width, remove and restore.
 * The greeting is a card like the others.
 */
export const HomeBlocksForm = observer(function HomeBlocksForm({ below, patch, onChange }: SectionProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useFormStyles();
  const merged = mergedDocument(below, patch);
  const homes = [...new Set(['home', ...orderedIds(merged, INDEX_BLOCKS).map((id) => merged.indexBlocks[id]!.home ?? 'home')])];
  const removed = removedItems(below, patch, INDEX_BLOCKS);
  return (
    <div className={styles.section} data-testid="form-blocks">
      <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_forms_blocks_perHome' })}</Text>
      {homes.map((home) => {
        const ids = orderedIds(merged, INDEX_BLOCKS, home);
        const page = portal.text(merged.routes?.[home]?.label) || home;
        return ids.length === 0 ? null : (
          <section key={home} aria-label={page} className={styles.section} data-testid={`form-blocks-${home}`}>
            {homes.length > 1 && <Text weight="semibold">{page}</Text>}
            <BlockList ids={ids} below={below} patch={patch} onChange={onChange} />
          </section>
        );
      })}
      {removed.length > 0 && (
        <div className={styles.item}>
          <Text>{intl.formatMessage({ id: 'i18n_forms_removed' })}</Text>
          {removed.map((id) => {
            const name = portal.text(below.indexBlocks[id]?.title);
            return (
              <Button key={id} size="small" onClick={() => onChange(restoreItem(below, patch, INDEX_BLOCKS, id))} aria-label={intl.formatMessage({ id: 'i18n_forms_restore_item' }, { item: name })} data-testid={`form-block-${id}-restore`}>
                {intl.formatMessage({ id: 'i18n_forms_restore' })} · {name}
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
});

/** One home page's cards, in order. */
const BlockList = observer(function BlockList({ ids, below, patch, onChange }: SectionProps & { ids: readonly string[] }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useFormStyles();
  const merged = mergedDocument(below, patch);
  return (
    <ol className={styles.list}>
      {ids.map((id, index) => {
        const block = merged.indexBlocks[id]!;
        const name = portal.text(block.title);
        const upDisabled = index === 0;
        const downDisabled = index === ids.length - 1;
        return (
          <li key={id} className={styles.item} data-testid={`form-block-${id}`}>
            <div className={styles.buttons}>
              <Button size="small" appearance="subtle" icon={<ArrowUpRegular />} disabled={upDisabled} onClick={() => onChange(moveItem(below, patch, INDEX_BLOCKS, id, 'up'))} aria-label={intl.formatMessage({ id: 'i18n_forms_moveUp_item' }, { item: name })} data-testid={`form-block-${id}-up`} />
              <Button size="small" appearance="subtle" icon={<ArrowDownRegular />} disabled={downDisabled} onClick={() => onChange(moveItem(below, patch, INDEX_BLOCKS, id, 'down'))} aria-label={intl.formatMessage({ id: 'i18n_forms_moveDown_item' }, { item: name })} data-testid={`form-block-${id}-down`} />
            </div>
            <Text weight="semibold" className={styles.grow}>
              {name} <span className={styles.code}>{block.block}</span>
            </Text>
            <Select
              value={block.width ?? 'half'}
              onChange={(_, data) => onChange(setBlockWidth(below, patch, id, data.value as BlockWidth))}
              aria-label={intl.formatMessage({ id: 'i18n_forms_width_item' }, { item: name })}
              data-testid={`form-block-${id}-width`}
            >
              <option value="full">{intl.formatMessage({ id: 'i18n_forms_width_full' })}</option>
              <option value="half">{intl.formatMessage({ id: 'i18n_forms_width_half' })}</option>
            </Select>
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => onChange(removeItem(below, patch, INDEX_BLOCKS, id))} aria-label={intl.formatMessage({ id: 'i18n_forms_remove_item' }, { item: name })} data-testid={`form-block-${id}-remove`}>
              {intl.formatMessage({ id: 'i18n_forms_remove' })}
            </Button>
          </li>
        );
      })}
    </ol>
  );
});
