import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal, type PageProps } from '@plugin-api';
import { frameSrc } from './frameSrc';

const useStyles = makeStyles({
  wrap: { position: 'relative', margin: `-${tokens.spacingVerticalM} -${tokens.spacingHorizontalL}` },
  frame: { display: 'block', width: '100%', border: 'none', backgroundColor: tokens.colorNeutralBackground1 },
  loading: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

function frameHeight(offsets: { largeScreen: number; normal: number; largeScreenMinWidth: number }): number {
  const offset = window.innerWidth >= offsets.largeScreenMinWidth ? offsets.largeScreen : offsets.normal;
  return Math.max(window.innerHeight - offset, 200);
}

/** Hosts a sub-application in a frame (the keep-alive pool and bridge arrive with the frames work). */
export const FramePage = observer(function FramePage({ query }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  const offsets = portal.layout.frames.heightOffsets;
  const [height, setHeight] = useState(() => frameHeight(offsets));
  const [loaded, setLoaded] = useState(false);
  const src = frameSrc(query);
  useEffect(() => {
    const onResize = () => setHeight(frameHeight(offsets));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [offsets]);
  useEffect(() => setLoaded(false), [src]);
  if (!src) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{portal.t('i18n_frame_missing')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!portal.isOpenableUrl(src)) {
    return (
      <MessageBar intent="error" data-testid="frame-refused">
        <MessageBarBody>{portal.t('i18n_frame_refused', { src })}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.wrap}>
      {!loaded && (
        <div className={styles.loading}>
          <Spinner size="small" />
        </div>
      )}
      <iframe key={src} className={styles.frame} style={{ height }} src={src} title={query.name ?? src} onLoad={() => setLoaded(true)} data-testid="frame" />
    </div>
  );
});
