import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';
import { useRelease, type ReleaseStore } from '../stores/releaseStore';
import { useIntl } from 'react-intl';

const loaded = new Map<string, ComponentType<never>>();

/** The cache key of a page's view (RouteHost's): one spelling for the host and the preloader. */
export const pageViewKey = (pluginId: string, pageId: string) => `${pluginId}/${pageId}`;
export const blockViewKey = (blockKey: string) => `block:${blockKey}`;

/**
 * Loads a view before it is rendered and keeps it: rendered then, it shows in the first commit
 * instead of after a spinner, an effect and a second render (a signed-in reload's home page).
 */
export function preloadView<P>(cacheKey: string, load: () => Promise<ComponentType<P>>): Promise<void> {
  if (loaded.has(cacheKey)) return Promise.resolve();
  return load().then((Component) => void loaded.set(cacheKey, Component as ComponentType<never>));
}

export class ChunkTimeoutError extends Error {
  constructor(key: string, ms: number) {
    super(`Loading ${key} took longer than ${ms} ms`);
    this.name = 'ChunkLoadError';
  }
}

/** Resolves a loader or fails after the layout's chunk-load timeout (app.chunkLoadTimeoutMs, 120 s in the base layout). */
function withTimeout<T>(promise: Promise<T>, key: string, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(key, ms)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

const useStyles = makeStyles({
  center: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '240px' },
  error: { margin: tokens.spacingVerticalXXL },
});

interface LazyViewProps<P> {
  cacheKey: string;
  load: () => Promise<ComponentType<P>>;
  props: P;
}

/**
 * Shows a lazily loaded page or block. A chunk that fails (timeout, network, style chunk) or a
 * page that throws shows an error with a retry, never a blank page.
 */
export const LazyView = observer(function LazyView<P extends object>({ cacheKey, load, props }: LazyViewProps<P>) {
  const { layout } = useStores();
  const release = useRelease();
  const intl = useIntl();
  const styles = useStyles();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; Component?: ComponentType<P>; error?: unknown }>(() => ({
    key: cacheKey,
    Component: loaded.get(cacheKey) as ComponentType<P> | undefined,
  }));
  const timeoutMs = layout.document.app.chunkLoadTimeoutMs;

  useEffect(() => {
    const cached = loaded.get(cacheKey) as ComponentType<P> | undefined;
    if (cached) {
      setState((current) => (current.key === cacheKey && current.Component === cached && current.error === undefined ? current : { key: cacheKey, Component: cached }));
      return;
    }
    let live = true;
    setState({ key: cacheKey });
    withTimeout(load(), cacheKey, timeoutMs).then(
      (Component) => {
        loaded.set(cacheKey, Component as ComponentType<never>);
        if (live) setState({ key: cacheKey, Component });
      },
      (error: unknown) => {
        console.error(`[chunk] ${cacheKey} failed to load`, error);
        // A chunk that is gone may mean a newer release: the shell then offers it.
        void release?.check('chunk');
        if (live) setState({ key: cacheKey, error });
      },
    );
    return () => {
      live = false;
    };
    // `load` is derived from cacheKey; a retry bumps `attempt`.
  }, [cacheKey, attempt, timeoutMs]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.key === cacheKey && state.error !== undefined) {
    // A newer release was deployed: the page's files are those of the release this tab runs, which
    // the server no longer keeps; reloading runs the new one.
    const body = release?.newer ? intl.formatMessage({ id: 'i18n_chunk_failed_newRelease' }) : intl.formatMessage({ id: 'i18n_chunk_failed_body' });
    return <LoadFailure title={intl.formatMessage({ id: 'i18n_chunk_failed_title' })} body={body} retryLabel={intl.formatMessage({ id: 'i18n_common_retry' })} onRetry={retry} release={release} reloadLabel={intl.formatMessage({ id: 'i18n_release_reload' })} className={styles.error} />;
  }
  const Component = state.key === cacheKey ? state.Component : undefined;
  if (!Component) {
    return (
      <div className={styles.center}>
        <Spinner size="small" label={intl.formatMessage({ id: 'i18n_page_loading' })} />
      </div>
    );
  }
  return (
    <RenderBoundary key={`${cacheKey}#${attempt}`} fallback={<LoadFailure title={intl.formatMessage({ id: 'i18n_chunk_failed_title' })} body={intl.formatMessage({ id: 'i18n_chunk_failed_body' })} retryLabel={intl.formatMessage({ id: 'i18n_common_retry' })} onRetry={retry} className={styles.error} />}>
      <Component {...props} />
    </RenderBoundary>
  );
});

function LoadFailure(props: { title: string; body: string; retryLabel: string; onRetry: () => void; className: string; release?: ReleaseStore | null; reloadLabel?: string }) {
  const { release } = props;
  return (
    <MessageBar intent="error" className={props.className} role="alert">
      <MessageBarBody>
        <MessageBarTitle>{props.title}</MessageBarTitle>
        {props.body}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
        {release && props.reloadLabel && <Button onClick={() => release.reload()}>{props.reloadLabel}</Button>}
      </MessageBarActions>
    </MessageBar>
  );
}

class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[page] render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
