import { action, makeObservable, observable } from 'mobx';
import { isOpenableUrl } from '../../core/menu/menuItem';
import type { LayoutStore } from '../layout/layoutStore';
import { warnRefused, type RefusalReporter } from './frameTypes';

export interface FlowDialogState {
  flowId: string;
  address: string;
}

export interface FlowDialogOptions {
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

  constructor(
    private readonly layout: LayoutStore,
    private readonly options: FlowDialogOptions,
  ) {
    this.refused = options.onRefused ?? warnRefused;
    makeObservable(this, { state: observable.ref, open: action, close: action });
  }

  /** Opens the dialog on the flow diagram page of a process instance; false when the address is refused. */
  open(flowId: string): boolean {
    const address = this.layout.document.frames.flowDiagramUrl
      .split('{processInstanceId}')
      .join(encodeURIComponent(flowId))
      .split('{prefix}')
      .join(this.options.appPrefix)
      .split('{language}')
      .join(encodeURIComponent(this.options.language?.() ?? 'zh_cn'));
    if (!isOpenableUrl(address, this.options.shellOrigin, this.layout.allowedOrigins)) {
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
