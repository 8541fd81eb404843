import { observer } from 'mobx-react-lite';
import { blockViewKey, LazyView } from '../shell/LazyView';
import { useRegistry } from '../shell/registry';

/** Renders a plugin's home block by its '<pluginId>.<blockId>' key: loaded lazily, with a retry. */
export const BlockOutlet = observer(function BlockOutlet({ blockKey, blockId, title }: { blockKey: string; blockId: string; title: string }) {
  const registry = useRegistry();
  return <LazyView cacheKey={blockViewKey(blockKey)} load={() => registry.loadBlock(blockKey)} props={{ blockId, title }} />;
});
