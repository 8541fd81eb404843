import { useCallback, useEffect, useMemo } from 'react';
import { comparer, computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { PoolEntry } from '../core/frames/framePool';
import type { FrameFailureReason } from '../core/frames/frameFailure';
import { useStores } from '../stores/rootStore';
import { defineMessages, useIntl } from 'react-intl';

/** The least height of a frame: on a very short window the layer scrolls instead. */
const MIN_FRAME_HEIGHT = 200;

const useStyles = makeStyles({
  // The layer covers the content area; it is rendered once by ShellLayout beside the routed page,
  // so route changes never unmount or move its iframes.
  layer: { position: 'absolute', inset: 0, overflow: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  layerHidden: { visibility: 'hidden', pointerEvents: 'none', zIndex: -1 },
  layerShown: { zIndex: 1 },
  // Hidden frames keep their size and layout (visibility and content-visibility, not display:
  // none), so showing one again is a repaint, never a relayout of the sub-app at a new size; while
  // hidden, the browser skips rendering them (their scripts keep running). A frame fills the
  // content area under the tab strip (no band below it), 200 px high at least.
  slot: { position: 'absolute', inset: 0, minHeight: `${MIN_FRAME_HEIGHT}px`, visibility: 'hidden', contentVisibility: 'hidden', pointerEvents: 'none' },
  slotShown: { visibility: 'visible', contentVisibility: 'visible', pointerEvents: 'auto' },
  frame: { display: 'block', width: '100%', height: '100%', border: 'none', backgroundColor: tokens.colorNeutralBackground1 },
  loading: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground1 },
  // A failed frame's page is out of sight (a late load still clears the error and shows it).
  frameFailed: { visibility: 'hidden' },
  failure: { position: 'absolute', inset: 0, padding: tokens.spacingHorizontalL, backgroundColor: tokens.colorNeutralBackground1 },
});

/** The title and text of each failure (ids named here so that the message check sees them). */
const FAILURE_MESSAGES: Record<FrameFailureReason, { title: { id: string }; body: { id: string } }> = {
  timeout: defineMessages({ title: { id: 'i18n_frame_load_failed_title' }, body: { id: 'i18n_frame_load_failed' } }),
  appFailed: defineMessages({ title: { id: 'i18n_frame_app_failed_title' }, body: { id: 'i18n_frame_app_failed' } }),
  stopped: defineMessages({ title: { id: 'i18n_frame_stopped_title' }, body: { id: 'i18n_frame_stopped' } }),
};


/**
 * The keep-alive frame pool: one iframe per open frame tab (keyed by the tab's value, in creation
 * order), the active one shown, the others hidden in place; plus the separate frame of a
 * non-cached app while its tab is active. Listens to the bridge while mounted.
 */
export const FramePool = observer(function FramePool() {
  const { framePool: frames, bridge } = useStores();
  const styles = useStyles();
  useEffect(() => bridge.attach(window), [bridge]);
  const showing = frames.showsFrame;
  const nonCached = frames.nonCached;
  return (
    // Hidden, the layer and its frames are out of the tab order and the accessibility tree (inert).
    <div className={mergeClasses(styles.layer, showing ? styles.layerShown : styles.layerHidden)} data-testid="frame-pool" aria-hidden={!showing} inert={!showing}>
      {frames.pool.entries.map((entry) => (
        <PoolFrame key={entry.slot ?? entry.key} entry={entry} />
      ))}
      {nonCached && (
        <FrameSlot
          key={`non-cached:${nonCached.key}:${nonCached.generation}`}
          frameKey={nonCached.key}
          address={nonCached.address}
          generation={nonCached.generation}
          nonCached
        />
      )}
    </div>
  );
});

const PoolFrame = observer(function PoolFrame({ entry }: { entry: PoolEntry }) {
  return <FrameSlot frameKey={entry.key} address={entry.src ?? entry.address} generation={entry.generation} />;
});

const FrameSlot = observer(function FrameSlot(props: { frameKey: string; address: string; generation: number; nonCached?: boolean }) {
  const { frameKey, address, generation, nonCached = false } = props;
  const { framePool: frames, tabs, locale } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  // Each slot observes only whether it is shown (and loading, or failed), so a switch re-renders two slots.
  const state = useMemo(
    () => computed(() => ({ shown: frames.activeKey === frameKey, loading: frames.isLoading(frameKey), failed: frames.failure(frameKey)?.reason }), { equals: comparer.structural }),
    [frames, frameKey],
  );
  const { shown, loading, failed } = state.get();
  const tab = tabs.tabs.find((t) => t.value === frameKey);
  const register = useCallback(
    (element: HTMLIFrameElement | null) => frames.registerElement(frameKey, element, nonCached),
    [frames, frameKey, nonCached],
  );
  const onLoad = useCallback(() => frames.frameLoaded(frameKey, generation), [frames, frameKey, generation]);
  return (
    <div className={mergeClasses(styles.slot, shown && styles.slotShown)} data-testid="frame-slot" data-frame-key={frameKey} data-shown={shown} inert={!shown}>
      {/* A stopped frame's document is removed: its window can post nothing more. */}
      {failed !== 'stopped' && (
        <iframe
          // A new generation (reload) is a new element in the same place; the old one goes.
          key={generation}
          ref={register}
          className={mergeClasses(styles.frame, failed && styles.frameFailed)}
          src={address}
          title={tab ? locale.text(tab.label) : address}
          onLoad={onLoad}
          data-testid="frame"
          data-frame-key={frameKey}
          data-non-cached={nonCached || undefined}
          tabIndex={shown && !failed ? 0 : -1}
        />
      )}
      {shown && failed && <FrameFailureNotice reason={failed} timeoutMs={frames.config.loadTimeoutMs} onRetry={() => frames.reloadOne(frameKey)} className={styles.failure} />}
      {shown && loading && !failed && (
        <div className={styles.loading} data-testid="frame-loading">
          <Spinner size="small" label={intl.formatMessage({ id: 'i18n_frame_loading' })} />
        </div>
      )}
    </div>
  );
});

/** In place of a failed frame: why (role=alert, in the user's language) and a retry that re-creates only this frame. */
function FrameFailureNotice(props: { reason: FrameFailureReason; timeoutMs: number; onRetry: () => void; className: string }) {
  const intl = useIntl();
  const messages = FAILURE_MESSAGES[props.reason];
  return (
    <div className={props.className} data-testid="frame-failure" data-reason={props.reason}>
      <MessageBar intent="error" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(messages.title)}</MessageBarTitle>
          {intl.formatMessage(messages.body, { seconds: Math.round(props.timeoutMs / 1000) })}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={props.onRetry} data-testid="frame-retry">
            {intl.formatMessage({ id: 'i18n_common_retry' })}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
