import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { EditorView } from '@codemirror/view';
import { currentCompletions, startCompletion } from '@codemirror/autocomplete';
import { undo } from '@codemirror/commands';
import { loadLayoutSchema } from '@plugin-api/layout-admin';
import { JsonEditor, type JsonEditorProps } from './JsonEditor';
import { editorMessages } from './messages/editor';

afterEach(cleanup);
beforeAll(async () => {
  // jsdom lays nothing out: CodeMirror's measuring (selection layer, tooltips) asks ranges for rectangles.
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  // The editor loads the schema on mount; have it ready so completion answers at once.
  await loadLayoutSchema();
});

const ORDER_ISSUE = { pointer: '/topBar/helpCenter/order', rule: 'type', message: 'must be number' };

function mount(overrides: Partial<JsonEditorProps> = {}) {
  const props: JsonEditorProps = { value: '{\n  "topBar": {\n    "helpCenter": { "order": "first" }\n  }\n}\n', onChange: vi.fn(), issues: [], ariaLabel: 'Overlay JSON', ...overrides };
  const ui = (p: JsonEditorProps) => (
    <IntlProvider locale="en" messages={editorMessages.en}>
      <FluentProvider theme={webLightTheme}>
        <JsonEditor {...p} />
      </FluentProvider>
    </IntlProvider>
  );
  const result = render(ui(props));
  const content = screen.getByRole('textbox', { name: 'Overlay JSON' });
  const view = EditorView.findFromDOM(content)!;
  return { props, view, content, rerender: (next: Partial<JsonEditorProps>) => result.rerender(ui({ ...props, ...next })) };
}

/** The underlined texts. */
const underlined = () => [...document.querySelectorAll('.cm-lintRange-error')].map((mark) => mark.textContent);

describe('JsonEditor (CodeMirror under jsdom)', () => {
  it('gives the editable content its accessible name and the keyboard help as description', () => {
    const { content } = mount();
    expect(content.getAttribute('contenteditable')).toBe('true');
    const help = document.getElementById(content.getAttribute('aria-describedby')!);
    expect(help?.textContent).toMatch(/Ctrl\+Space: suggestions/);
  });

  it('calls onChange with the whole text when the admin types', () => {
    const { view, props } = mount({ value: '{}' });
    act(() => view.dispatch({ changes: { from: 1, insert: '"push": null' }, userEvent: 'input.type' }));
    expect(props.onChange).toHaveBeenLastCalledWith('{"push": null}');
  });

  it('underlines an issue at its pointer and counts it on the problems button', async () => {
    mount({ issues: [ORDER_ISSUE] });
    await waitFor(() => expect(underlined()).toEqual(['"first"']));
    expect(screen.getByTestId('json-editor-problems').textContent).toBe('1 problem');
  });

  it('underlines a syntax error as it is typed', async () => {
    const { view } = mount({ value: '{ "a": 1 }' });
    act(() => view.dispatch({ changes: { from: 8, insert: ' "b": 2' }, userEvent: 'input.type' }));
    await waitFor(() => expect(underlined()).toEqual(['"']));
    expect(document.querySelector('.cm-lintRange-error')).not.toBeNull();
  });

  it('takes a new value from outside without echoing it and keeps the caret where the text did not change', () => {
    const { view, props, rerender } = mount({ value: '{\n  "a": 1\n}\n' });
    act(() => view.dispatch({ selection: { anchor: 4 } }));
    rerender({ value: '{\n  "a": 1,\n  "b": 2\n}\n' });
    expect(view.state.doc.toString()).toBe('{\n  "a": 1,\n  "b": 2\n}\n');
    expect(view.state.selection.main.head).toBe(4);
    expect(props.onChange).not.toHaveBeenCalled();
    // Undo is for the admin's own typing: it does not take the outside change back.
    expect(undo(view)).toBe(false);
    expect(view.state.doc.toString()).toBe('{\n  "a": 1,\n  "b": 2\n}\n');
  });

  it('formats on Ctrl+S and then calls onSaveShortcut', () => {
    const onSaveShortcut = vi.fn();
    const { content, props } = mount({ value: '{"topBar":{"x":null}}', onSaveShortcut });
    fireEvent.keyDown(content, { key: 's', code: 'KeyS', ctrlKey: true });
    expect(props.onChange).toHaveBeenLastCalledWith('{\n  "topBar": {\n    "x": null\n  }\n}\n');
    expect(onSaveShortcut).toHaveBeenCalledTimes(1);
  });

  it('offers the keys of a top-bar item from the schema', async () => {
    const text = '{ "topBar": { "helpCenter": {  } } }';
    const { view } = mount({ value: text });
    act(() => {
      view.dispatch({ selection: { anchor: text.indexOf('{  }') + 2 } });
      startCompletion(view);
    });
    await waitFor(() => expect(currentCompletions(view.state).map((c) => c.label)).toEqual(expect.arrayContaining(['order', 'kind', 'visibleWhen'])));
  });

  it('refuses typing when read-only', () => {
    const { view } = mount({ readOnly: true });
    expect(view.state.readOnly).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Overlay JSON' }).getAttribute('aria-readonly')).toBe('true');
  });
});
