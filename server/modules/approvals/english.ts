// The English of the demo approval texts: titles of processes, tasks and to-dos, flow step names
// and comments. The demo data is written in Chinese (as a Chinese buyer types it); the server sends
// the English next to it (`titleEn`, `nameEn`, `commentEn`) so English mode is English everywhere.
// Phrases are replaced longest first; a text with anything left untranslated has no English (the
// shell then shows the Chinese text, as it must for data a user typed).

const PHRASES: ReadonlyArray<readonly [zh: string, en: string]> = [
  // Companies.
  ['华东精密零件有限公司', 'Huadong Precision Parts Co., Ltd.'],
  ['星河电子科技有限公司', 'Xinghe Electronics Co., Ltd.'],
  ['远航物流有限公司', 'Yuanhang Logistics Co., Ltd.'],
  ['青松包装材料有限公司', 'Qingsong Packaging Co., Ltd.'],
  ['演示供应商有限公司', 'Demo Supplier Co., Ltd.'],
  ['演示采购有限公司', 'Demo Purchasing Co., Ltd.'],
  // Documents.
  ['供应商信息变更', 'Supplier information change'],
  ['供应商主数据', 'Supplier master data'],
  ['供应商考察表', 'Supplier inspection form'],
  ['供应商准入', 'Supplier admission'],
  ['物料货源清单', 'Material source list'],
  ['样品认证', 'Sample certification'],
  ['采购订单', 'Purchase order'],
  ['询价结果', 'Inquiry result'],
  ['询价单', 'Inquiry'],
  ['报价单', 'Quotation'],
  ['送货单', 'Delivery note'],
  ['对账单', 'Statement'],
  [' 询价 ', ', inquiry '],
  // What is asked.
  ['待报价', 'to quote'],
  ['待收货', 'to receive'],
  ['待确认', 'to confirm'],
  // Flow steps.
  ['部门经理审批', 'Department manager approval'],
  ['采购总监审批', 'Purchasing director approval'],
  ['销售经理审批', 'Sales manager approval'],
  ['质量部审核', 'Quality review'],
  ['采购员复核', 'Buyer review'],
  ['财务审核', 'Finance review'],
  ['提交申请', 'Submit'],
  ['提交报价', 'Submit quotation'],
  ['结束', 'End'],
  // Comments.
  ['价格高于历史均价，请重新议价', 'The price is above the historical average: please negotiate again'],
  ['同意，按合同执行', 'Approved: proceed as contracted'],
  ['同意，请总监审批', 'Approved: over to the director'],
  ['资质齐全，同意准入', 'Qualifications complete: admission approved'],
  ['资质证书已过期，请补充', 'The certificate has expired: please provide a new one'],
  ['毛利率过低，请调整', 'The gross margin is too low: please adjust'],
  ['样品检验合格', 'Sample inspection passed'],
  ['请审批本次询价', 'Please approve this inquiry'],
  ['同意报价', 'Quotation approved'],
  ['请审批', 'Please approve'],
  ['同意', 'Approved'],
  // Joints.
  ['审批', 'approval'],
  ['（', ' ('],
  ['）', ')'],
  ['，', ', '],
];

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

/** The English of a demo text, or undefined when part of it is not known (or it is empty). */
export function demoEnglish(zh: string | null | undefined): string | undefined {
  if (!zh) return undefined;
  let text = zh;
  for (const [from, to] of PHRASES) text = text.split(from).join(to);
  text = text.replace(/\s{2,}/g, ' ').trim();
  return CJK.test(text) ? undefined : text;
}

/** `{ [key]: english }` when there is an English text, else nothing (spread into an answer). */
export function withEnglish<K extends string>(key: K, zh: string | null | undefined): Partial<Record<K, string>> {
  const en = demoEnglish(zh);
  return en === undefined ? {} : ({ [key]: en } as Record<K, string>);
}
