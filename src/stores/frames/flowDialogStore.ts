import { action, makeObservable, observable } from 'mobx';
import { isOpenableUrl } from '../../core/menu/menuItem';
import type { LayoutStore } from '../layout/layoutStore';
import { warnRefused, type RefusalReporter } from './frameTypes';

export interface FlowDialogState {
  flowId: string;
  address: string;
}

/** What the flow dialog store is made from. */
export interface FlowDialogStoreDeps {
  layout: LayoutStore;
  shellOrigin: string;
  appPrefix: string;
  onRefused?: RefusalReporter;
  /** The user's language, for the address's '{language}' placeholder (zh_cn or en). */
  language?: () => string;
}

/**
 * The approval-flow dialog a frame asks for: it shows the layout's flow diagram page
 * (frames.flowDiagramUrl) of one process instance, when that address may be opened.
 */
export class FlowDialogStore {
  readonly scope = 'portal' as const;
  state: FlowDialogState | undefined = undefined;
  private readonly refused: RefusalReporter;

  constructor(private readonly deps: FlowDialogStoreDeps) {
    this.refused = deps.onRefused ?? warnRefused;
    makeObservable(this, { state: observable.ref, open: action, close: action });
  }

  /** Opens the dialog on the flow diagram page of a process instance; false when the address is refused. */
  open(flowId: string): boolean {
    const address = this.deps.layout.document.frames.flowDiagramUrl
      .split('{processInstanceId}')
      .join(encodeURIComponent(flowId))
      .split('{prefix}')
      .join(this.deps.appPrefix)
      .split('{language}')
      .join(encodeURIComponent(this.deps.language?.() ?? 'zh_cn'));
    if (!isOpenableUrl(address, this.deps.shellOrigin, this.deps.layout.allowedOrigins)) {
      this.refused('flow diagram address refused', address);
      return false;
    }
    this.state = { flowId, address };
    return true;
  }

  close(): void {
    this.state = undefined;
  }
}
