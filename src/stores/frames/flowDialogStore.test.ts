import { describe, expect, it } from 'vitest';
import { configure } from 'mobx';
import { setupFrames } from '../../testing/frameKit';
import { FlowDialogStore } from './flowDialogStore';

configure({ enforceActions: 'observed' });

describe('FlowDialogStore', () => {
  it('opens on the flow diagram page with the process instance URL-encoded and the prefix and language filled in', () => {
    const { flowDialog } = setupFrames();
    expect(flowDialog.open('PI 1/x')).toBe(true);
    expect(flowDialog.state).toEqual({ flowId: 'PI 1/x', address: '/subapps/flow/?processInstanceId=PI%201%2Fx&prefix=/portal&lang=zh_cn' });
    flowDialog.close();
    expect(flowDialog.state).toBeUndefined();
  });

  it("tells the diagram page the user's language (English mode shows it in English)", () => {
    const { layout } = setupFrames();
    const english = new FlowDialogStore({ layout, shellOrigin: 'https://srm.example.com', appPrefix: '/portal', language: () => 'en' });
    expect(english.open('PI-1001')).toBe(true);
    expect(english.state?.address).toBe('/subapps/flow/?processInstanceId=PI-1001&prefix=/portal&lang=en');
  });

  it('refuses a diagram address that may not be opened, and stays closed', () => {
    for (const flowDiagramUrl of ['https://evil.example/flow?id={processInstanceId}', '//evil.example/flow?id={processInstanceId}']) {
      const { flowDialog, refused, layout } = setupFrames({ flowDiagramUrl });
      expect(layout.failures).toEqual([]);
      expect(flowDialog.open('PI-1')).toBe(false);
      expect(flowDialog.state).toBeUndefined();
      expect(refused).toEqual(['flow diagram address refused']);
    }
  });

  it('opens a diagram on an allowed origin', () => {
    const { flowDialog } = setupFrames({ flowDiagramUrl: 'https://flow.partner.com/?id={processInstanceId}', allowedOrigins: { partner: { order: 1, origin: 'https://flow.partner.com' } } });
    expect(flowDialog.open('PI-1')).toBe(true);
    expect(flowDialog.state?.address).toBe('https://flow.partner.com/?id=PI-1');
  });
});
