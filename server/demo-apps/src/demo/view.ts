// Routing by the hash route: which screen of which sub-app (body[data-app]) an address shows.
import { contractDetail, contractList, supplierDetail, supplierList } from './screens/partners';
import { orderDetail, orderList, rfqDetail, rfqList } from './screens/purchase';
import { financeView, reportView } from './screens/reports';
import { seededDetail } from './screens/seeded';
import { header } from './ui';

export function route(): { path: string; query: URLSearchParams } {
  const hash = window.location.hash.replace(/^#/, '');
  const at = hash.indexOf('?');
  return { path: at >= 0 ? hash.slice(0, at) : hash, query: new URLSearchParams(at >= 0 ? hash.slice(at + 1) : '') };
}

export function view(app: string): Node[] {
  const { path, query } = route();
  const id = query.get('id');
  // A seeded approval's document, on the pages that load shared/documents.js.
  const seeded = id && window.SrmDemoDocuments ? window.SrmDemoDocuments.find(id) : null;
  if (seeded && /detail|edit|quota|view|source/i.test(path)) return seededDetail(seeded);
  if (app === 'rfq') return /detail|edit|quota/.test(path) ? rfqDetail(id) : rfqList(path);
  if (app === 'order') return /detail/.test(path) ? orderDetail(id) : orderList(path);
  if (app === 'supplier') return /supplierView|detail/.test(path) ? supplierDetail(id) : supplierList();
  if (app === 'report') return path.indexOf('/finance/') === 0 ? financeView() : reportView();
  if (app === 'contract') return /detail/.test(path) ? contractDetail(id) : contractList();
  return [header(app)];
}
