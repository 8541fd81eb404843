// The demo sub-apps' DOM kit: no innerHTML, every text is a text node.

export type Attributes = Record<string, string | number | null | undefined>;
export type Child = Node | string | number | null | undefined;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attributes, children?: readonly Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  for (const child of children ?? []) {
    if (child === null || child === undefined) continue;
    node.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child);
  }
  return node;
}

export function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

export function button(label: string, attrs: Attributes, onClick: () => void): HTMLButtonElement {
  const node = el('button', { type: 'button', ...attrs }, [label]);
  node.addEventListener('click', onClick);
  return node;
}

/** Sets the text of the element with this id, if the page has one. */
export function text(id: string, value: string): void {
  const node = document.getElementById(id);
  if (node) node.textContent = value;
}

/** A line of the diagnostics' bridge log (only there when the diagnostics are on). */
export function log(entry: string): void {
  const list = document.getElementById('bridge-log');
  if (list) list.appendChild(el('li', {}, [entry]));
}
