// The flow diagram's chain of node boxes. A chain longer than the page is wide wraps onto the next
// row (so its last node is never cut off on the right), joined by a bent arrow.
import type { FlowDiagram, FlowNode, NodeStatus } from '../../../../src/contract/flow';
import { svg } from '../shared/dom';

/** Node boxes and the gaps between them. */
const NODE = { width: 150, height: 64, gap: 48, rowGap: 36, margin: 4 };

const COLORS: Record<NodeStatus, { fill: string; stroke: string }> = {
  done: { fill: '#e8ffea', stroke: '#00a870' },
  current: { fill: '#e8f3ff', stroke: '#1664ff' },
  pending: { fill: '#f5f6f7', stroke: '#c9cdd4' },
  rejected: { fill: '#ffece8', stroke: '#c4262e' },
  skipped: { fill: '#f5f6f7', stroke: '#e5e6eb' },
};

/** What the chain needs of the page's language. */
export interface ChainTexts {
  en: boolean;
  nodeName(node: FlowNode): string;
  statusLabel(status: string): string;
}

/** At most two lines that fit a node box (about 18 Latin characters of 12 px each). */
export function splitName(name: string): string[] {
  if (name.length <= 16 || name.indexOf(' ') < 0) return [name];
  const words = name.split(' ');
  let first = '';
  while (words.length > 1 && `${first} ${words[0]}`.trim().length <= Math.ceil(name.length / 2) + 2) first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  return [first, words.join(' ')];
}

export function drawChain(host: HTMLElement, diagram: FlowDiagram, texts: ChainTexts): void {
  const n = diagram.nodes.length;
  const available = Math.max(NODE.width + 2 * NODE.margin, host.clientWidth);
  const perRow = Math.max(1, Math.min(n, Math.floor((available - 2 * NODE.margin + NODE.gap) / (NODE.width + NODE.gap))));
  const rowCount = Math.ceil(n / perRow);
  const label = diagram.nodes.map((node) => `${texts.nodeName(node)}${texts.en ? ' (' : '（'}${texts.statusLabel(node.status)}${texts.en ? ')' : '）'}`).join(' → ');
  const root = svg('svg', {
    width: 2 * NODE.margin + perRow * NODE.width + (perRow - 1) * NODE.gap,
    height: 24 + rowCount * NODE.height + (rowCount - 1) * NODE.rowGap,
    role: 'img',
    'aria-label': label,
    'data-per-row': perRow,
  });
  const defs = svg('defs', {});
  const marker = svg('marker', { id: 'arrow', markerWidth: 10, markerHeight: 10, refX: 8, refY: 3, orient: 'auto' });
  marker.appendChild(svg('path', { d: 'M0,0 L0,6 L9,3 z', fill: '#86909c' }));
  defs.appendChild(marker);
  root.appendChild(defs);
  const place = (index: number) => ({ x: NODE.margin + (index % perRow) * (NODE.width + NODE.gap), y: 12 + Math.floor(index / perRow) * (NODE.height + NODE.rowGap) });
  diagram.nodes.forEach((node, index) => {
    const at = place(index);
    const color = COLORS[node.status] ?? COLORS.pending;
    const group = svg('g', { 'data-testid': 'flow-node', 'data-status': node.status, 'data-seq': node.seq });
    group.appendChild(svg('rect', { x: at.x, y: at.y, width: NODE.width, height: NODE.height, rx: 8, fill: color.fill, stroke: color.stroke, 'stroke-width': node.status === 'current' ? 2.5 : 1.5 }));
    // A long (English) step name takes two lines inside its box.
    const lines = splitName(texts.nodeName(node));
    lines.forEach((line, row) => {
      group.appendChild(svg('text', { x: at.x + NODE.width / 2, y: at.y + (lines.length === 1 ? 26 : 19 + row * 15), 'text-anchor': 'middle', 'font-size': lines.length === 1 ? 14 : 12, fill: '#1f2329' }, line));
    });
    group.appendChild(svg('text', { x: at.x + NODE.width / 2, y: at.y + (lines.length === 1 ? 46 : 53), 'text-anchor': 'middle', 'font-size': lines.length === 1 ? 12 : 11, fill: '#646a73' }, (node.assignee ? `${node.assignee} · ` : '') + texts.statusLabel(node.status)));
    root.appendChild(group);
    if (index === n - 1) return;
    const next = place(index + 1);
    const arrow = { stroke: '#86909c', 'stroke-width': 1.5, fill: 'none', 'marker-end': 'url(#arrow)' };
    if (next.y === at.y) {
      const middle = at.y + NODE.height / 2;
      root.appendChild(svg('line', { x1: at.x + NODE.width, y1: middle, x2: next.x - 4, y2: middle, ...arrow }));
    } else {
      // Down from this node, back to the start of the next row, down into the next node.
      const fromX = at.x + NODE.width / 2;
      const toX = next.x + NODE.width / 2;
      const turnY = at.y + NODE.height + NODE.rowGap / 2;
      root.appendChild(svg('polyline', { points: [fromX, at.y + NODE.height, fromX, turnY, toX, turnY, toX, next.y - 4].join(' '), ...arrow }));
    }
  });
  host.replaceChildren(root);
}
