import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Radio, RadioGroup, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';
import { attributeLayers, shortJson, sourceLines, type AttributionLayer, type LayerChange, type LayerRef } from '@plugin-api/layout-admin';

/** A layer as the panel reads it: LayoutAdminApi.layers fits, and so does a draft layer the page adds. */
export type SourcesLayer = AttributionLayer;

const LAYER_MESSAGES = defineMessages({
  base: { id: 'i18n_layout_sources_layer_base' },
  tenant: { id: 'i18n_layout_sources_layer_tenant' },
  server: { id: 'i18n_layout_sources_layer_server' },
  suppliers: { id: 'i18n_layout_sources_layer_suppliers' },
  user: { id: 'i18n_layout_sources_layer_user' },
  draft: { id: 'i18n_layout_sources_layer_draft' },
  audience: { id: 'i18n_layout_sources_layer_audience' },
});

const CHANGE_MESSAGES = defineMessages({
  added: { id: 'i18n_layout_sources_change_added' },
  changed: { id: 'i18n_layout_sources_change_changed' },
  removed: { id: 'i18n_layout_sources_change_removed' },
});

type KnownKind = keyof typeof LAYER_MESSAGES;
const isKnownKind = (kind: string): kind is KnownKind => Object.prototype.hasOwnProperty.call(LAYER_MESSAGES, kind);

const badge = (background: string, foreground: string, border: string) => ({ backgroundColor: background, color: foreground, border: `1px solid ${border}` });

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', margin: 0, padding: 0, listStyleType: 'none' },
  legendItem: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  skipped: { textDecorationLine: 'line-through' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  changes: { margin: 0, paddingLeft: 0, listStyleType: 'none', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, display: 'flex', flexDirection: 'column', gap: '2px' },
  change: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap' },
  kindLabel: { minWidth: '5em', fontFamily: tokens.fontFamilyBase, fontWeight: tokens.fontWeightSemibold },
  added: { color: tokens.colorPaletteGreenForeground1 },
  changed: { color: tokens.colorPaletteMarigoldForeground2 },
  removed: { color: tokens.colorPaletteRedForeground1 },
  pointer: { fontWeight: tokens.fontWeightSemibold, wordBreak: 'break-all' },
  value: { wordBreak: 'break-all' },
  document: {
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    maxHeight: '70vh',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', whiteSpace: 'pre' },
  key: { color: tokens.colorPaletteBlueForeground2 },
  badge: { fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100, borderRadius: tokens.borderRadiusSmall, padding: '0 4px', whiteSpace: 'nowrap' },
  base: badge(tokens.colorNeutralBackground3, tokens.colorNeutralForeground2, tokens.colorNeutralStroke2),
  tenant: badge(tokens.colorPaletteBlueBackground2, tokens.colorPaletteBlueForeground2, tokens.colorPaletteBlueBorderActive),
  server: badge(tokens.colorPaletteGreenBackground2, tokens.colorPaletteGreenForeground2, tokens.colorPaletteGreenBorderActive),
  suppliers: badge(tokens.colorPaletteGrapeBackground2, tokens.colorPaletteGrapeForeground2, tokens.colorPaletteGrapeBorderActive),
  user: badge(tokens.colorPaletteMarigoldBackground2, tokens.colorNeutralForeground1, tokens.colorPaletteMarigoldBorderActive),
  draft: badge(tokens.colorPaletteBerryBackground2, tokens.colorPaletteBerryForeground2, tokens.colorPaletteBerryBorderActive),
  audience: badge(tokens.colorPaletteTealBackground2, tokens.colorPaletteTealForeground2, tokens.colorPaletteTealBorderActive),
});

type Filter = 'all' | 'notBase';

/**
 * Read-only view of the merged layout: every value marked with the layer that last changed it (a text badge,
 * coloured per layer), a filter for the values that do not come from the base, and above it what the top
 * layer (the draft or the overlay being edited) changes against the layers below it.
 */
export function SourcesPanel(props: {
  layers: readonly SourcesLayer[];
  /** The audiences' patches that apply over the merge of the layers, for the identity previewed (LayoutAdminApi.audienceLayers). */
  audiences?: (document: unknown) => readonly SourcesLayer[];
}) {
  const intl = useIntl();
  const portal = usePortal();
  const styles = useStyles();
  const [filter, setFilter] = useState<Filter>('all');
  const { layers, audiences } = props;
  const attribution = useMemo(() => attributeLayers(layers, audiences ? { after: audiences } : {}), [layers, audiences]);
  const lines = useMemo(() => sourceLines(attribution.document, attribution.sources, { maxValueLength: 80 }), [attribution]);
  const notBase = useMemo(() => lines.filter((line) => line.layer && line.layer.kind !== 'base'), [lines]);

  // An audience by its name in the user's language (its label), else its id.
  const layerName = (kind: string, layer?: LayerRef): string =>
    kind === 'audience'
      ? intl.formatMessage(LAYER_MESSAGES.audience, { name: layer?.label !== undefined ? portal.text(layer.label) : (layer?.audience ?? '') })
      : isKnownKind(kind)
        ? intl.formatMessage(LAYER_MESSAGES[kind])
        : kind;
  const badgeClass = (kind: string): string => mergeClasses(styles.badge, isKnownKind(kind) ? styles[kind] : styles.base);
  // A plain element per line (no component per line): the whole document is some 700 lines.
  const badgeOf = (layer: LayerRef) => (
    <span className={badgeClass(layer.kind)} title={layer.source}>
      {layerName(layer.kind, layer)}
    </span>
  );
  const isSkipped = (layer: LayerRef): boolean => attribution.skipped.some((ref) => ref.kind === layer.kind && ref.source === layer.source);
  const { top } = attribution;

  return (
    <section className={styles.panel} data-testid="sources-panel" aria-label={intl.formatMessage({ id: 'i18n_layout_sources_title' })}>
      <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_sources_hint' })}</Text>
      <div className={styles.section}>
        <Text weight="semibold">{intl.formatMessage({ id: 'i18n_layout_sources_layers' })}</Text>
        <ul className={styles.legend} data-testid="sources-layers">
          {[...props.layers, ...attribution.after].map((layer, index) => {
            const left = isSkipped(layer);
            return (
              <li key={`${index}:${layer.kind}`} className={styles.legendItem} data-layer={layer.kind} data-skipped={left}>
                {badgeOf(layer)}
                <Text size={200} className={mergeClasses(styles.muted, left && styles.skipped)}>
                  {layer.source}
                </Text>
                {left && <Text size={200}>({intl.formatMessage({ id: 'i18n_layout_sources_skipped' })})</Text>}
              </li>
            );
          })}
        </ul>
      </div>

      <div className={styles.section} data-testid="sources-changes" data-applied={top?.applied ?? false}>
        <h2 className={styles.heading}>{intl.formatMessage({ id: 'i18n_layout_sources_changes_title' }, { layer: top ? layerName(top.kind) : layerName('base') })}</h2>
        {!top ? (
          <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_sources_changes_onlyBase' })}</Text>
        ) : !top.applied ? (
          <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_sources_changes_notApplied' })}</Text>
        ) : attribution.topChanges.length === 0 && attribution.noEffect.length === 0 ? (
          <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_sources_changes_empty' })}</Text>
        ) : (
          <ul className={styles.changes}>
            {attribution.topChanges.map((change) => (
              <ChangeRow key={change.pointer} change={change} label={intl.formatMessage(CHANGE_MESSAGES[change.change])} styles={styles} />
            ))}
            {attribution.noEffect.map((entry) => (
              <li key={`noEffect:${entry.pointer}`} className={styles.change} data-testid="sources-noeffect" data-pointer={entry.pointer}>
                <span className={mergeClasses(styles.kindLabel, styles.muted)} title={intl.formatMessage({ id: 'i18n_layout_sources_noEffect_hint' })}>
                  {intl.formatMessage({ id: 'i18n_layout_sources_noEffect' })}
                </span>
                <span className={styles.pointer}>{entry.pointer}</span>
                <span className={styles.value}>{shortJson(entry.value)}</span>
              </li>
            ))}
          </ul>
        )}
        {top?.applied && attribution.noEffect.length > 0 && <Text size={200} className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_sources_noEffect_hint' })}</Text>}
      </div>

      <div className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage({ id: 'i18n_layout_sources_document' })}</h2>
        <RadioGroup layout="horizontal" value={filter} onChange={(_, data) => setFilter(data.value as Filter)} aria-label={intl.formatMessage({ id: 'i18n_layout_sources_filter' })}>
          <Radio value="all" label={intl.formatMessage({ id: 'i18n_layout_sources_filter_all' })} data-testid="sources-filter-all" />
          <Radio value="notBase" label={`${intl.formatMessage({ id: 'i18n_layout_sources_filter_notBase' })} (${intl.formatMessage({ id: 'i18n_layout_sources_count' }, { count: notBase.length })})`} data-testid="sources-filter-notBase" />
        </RadioGroup>
        {/* A scrolling region: focusable, so that keyboard users can scroll it (axe: scrollable-region-focusable). */}
        <div className={styles.document} data-testid="sources-document" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'i18n_layout_sources_document' })}>
          {filter === 'all'
            ? lines.map((line, index) => (
                <div
                  key={index}
                  className={styles.line}
                  style={{ paddingLeft: `${line.depth * 2}ch` }}
                  {...(line.pointer !== undefined ? { 'data-testid': 'sources-line', 'data-pointer': line.pointer, 'data-layer': line.layer?.kind ?? '' } : {})}
                >
                  <span>
                    {line.key !== undefined && <span className={styles.key}>{JSON.stringify(line.key)}: </span>}
                    {line.text}
                  </span>
                  {line.layer && badgeOf(line.layer)}
                </div>
              ))
            : notBase.length === 0
              ? <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_sources_none' })}</Text>
              : notBase.map((line) => (
                  <div key={line.pointer} className={styles.line} data-testid="sources-line" data-pointer={line.pointer} data-layer={line.layer?.kind ?? ''}>
                    <span>
                      <span className={styles.key}>{line.pointer}: </span>
                      {line.text.replace(/,$/, '')}
                    </span>
                    {line.layer && badgeOf(line.layer)}
                  </div>
                ))}
        </div>
      </div>
    </section>
  );
}

/** One change of the top layer: what, where, before → after ('—' for the side where the value is absent). */
function ChangeRow({ change, label, styles }: { change: LayerChange; label: string; styles: ReturnType<typeof useStyles> }) {
  const side = (present: boolean, value: unknown) => (present ? shortJson(value) : '—');
  return (
    <li className={styles.change} data-testid="sources-change" data-pointer={change.pointer} data-change={change.change}>
      <span className={mergeClasses(styles.kindLabel, styles[change.change])}>{label}</span>
      <span className={styles.pointer}>{change.pointer}</span>
      <span className={styles.value}>
        {side(change.change !== 'added', change.before)} → {side(change.change !== 'removed', change.after)}
      </span>
    </li>
  );
}
