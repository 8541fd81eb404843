// The English of the demo messages' titles and contents (seed.ts writes them in Chinese, as the
// platform does): each demo sentence pattern with its English, the names in it (companies,
// materials) translated. The server sends it next to the Chinese (`msgTitleEn`, `msgContentEn`) so
// English mode shows English; a text no pattern knows (one an administrator typed) has none.

const NAMES: Record<string, string> = {
  华东精密零件有限公司: 'Huadong Precision Parts Co., Ltd.',
  星河电子科技有限公司: 'Xinghe Electronics Co., Ltd.',
  远航物流有限公司: 'Yuanhang Logistics Co., Ltd.',
  青松包装材料有限公司: 'Qingsong Packaging Co., Ltd.',
  演示供应商有限公司: 'Demo Supplier Co., Ltd.',
  演示采购有限公司: 'Demo Purchasing Co., Ltd.',
  '不锈钢螺栓 M8×30': 'Stainless steel bolt M8×30',
  '铝合金外壳 A-200': 'Aluminium housing A-200',
  '锂电池组 12V 20Ah': 'Lithium battery pack 12V 20Ah',
  '瓦楞纸箱 600×400×300': 'Corrugated box 600×400×300',
  'PCB 主板 V2.1': 'PCB main board V2.1',
  '密封圈 Φ25': 'Seal ring Φ25',
  '伺服电机 750W': 'Servo motor 750W',
  '工业润滑油 46#': 'Industrial lubricant 46#',
};

/** [pattern, English with $1…]: names in the captured groups are translated, other groups kept. */
const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^采购订单 (\S+) 已由(.+)确认$/, 'Purchase order $1 confirmed by $2'],
  [/^采购订单 (\S+) 交期变更待确认$/, 'Purchase order $1: delivery date change to confirm'],
  [/^采购订单 (\S+) 已全部收货$/, 'Purchase order $1 fully received'],
  [/^送货单 (\S+)（订单 (\S+)）已发货$/, 'Delivery note $1 (order $2) shipped'],
  [/^送货单 (\S+)（订单 (\S+)）已签收$/, 'Delivery note $1 (order $2) signed for'],
  [/^询价单 (\S+) 已收到 (\d+) 家报价$/, 'Inquiry $1: $2 quotations received'],
  [/^采购订单 (\S+) 待您审批$/, 'Purchase order $1 awaits your approval'],
  [/^采购申请 (\S+) 已审批通过$/, 'Purchase requisition $1 approved'],
  [/^对账单 (\S+) 待确认（(.+)）$/, 'Statement $1 to confirm ($2)'],
  [/^客户(.+)下发采购订单 (\S+)，请确认$/, '$1 sent purchase order $2: please confirm'],
  [/^您收到来自(.+)的询价单 (\S+)$/, 'Inquiry $2 from $1'],
  [/^对账单 (\S+) 已被客户确认$/, 'Statement $1 confirmed by the customer'],
  [/^系统维护通知：本周六 22:00–24:00 升级$/, 'Maintenance: upgrade this Saturday 22:00–24:00'],
  [/^您的密码将在 7 天后过期，请及时修改$/, 'Your password expires in 7 days: please change it'],
  [/^供应商资质证书即将到期提醒$/, 'A supplier certificate expires soon'],
  [/^(.+)已确认采购订单 (\S+)，物料：(.+)，数量 (\d+) 件，承诺交期 (\d+) 天。$/, '$1 confirmed purchase order $2: $3, $4 pcs, delivery promised in $5 days.'],
  [/^(.+)申请将采购订单 (\S+) 的交货日期推迟 (\d+) 天，原因：原材料到货延迟。请在订单详情中确认或拒绝。$/, '$1 asks to postpone the delivery of purchase order $2 by $3 days (raw material arrives late). Confirm or refuse it in the order detail.'],
  [/^采购订单 (\S+) 的全部物料已入库，质检合格，可发起对账。$/, 'All materials of purchase order $1 are in stock and passed inspection: reconciliation can start.'],
  [/^(.+)已发货，物流单号 (\S+)，预计 (\d+) 天内到达一号仓库。$/, '$1 has shipped, tracking number $2, expected at warehouse 1 within $3 days.'],
  [/^一号仓库已签收送货单 (\S+)，实收 (\d+) 件，请核对收货差异。$/, 'Warehouse 1 signed for delivery note $1, $2 pcs received: please check for differences.'],
  [/^询价单 (\S+)（(.+)）报价截止前已收到 (\d+) 家供应商报价，最低含税单价 ([\d.]+) 元。$/, 'Inquiry $1 ($2): $3 supplier quotations before the deadline, lowest price incl. tax ¥$4.'],
  [/^李采购提交了采购订单 (\S+)（(.+)），请在待办中处理。$/, 'Li (buyer) submitted purchase order $1 ($2): handle it in your to-dos.'],
  [/^您提交的采购申请 (\S+) 已由部门经理审批通过。$/, 'Your purchase requisition $1 was approved by the department manager.'],
  [/^(.+)提交了对账单 (\S+)，含税金额 ([\d.]+) 元，请在 5 个工作日内确认。$/, '$1 submitted statement $2, ¥$3 incl. tax: please confirm within 5 working days.'],
  [/^(.+)向贵司下发采购订单 (\S+)，物料：(.+)，数量 (\d+) 件，要求交期 (\d+) 天。$/, '$1 sent you purchase order $2: $3, $4 pcs, delivery required in $5 days.'],
  [/^请于报价截止时间前对询价单 (\S+)（(.+)）报价。$/, 'Please quote for inquiry $1 ($2) before the deadline.'],
  [/^(.+)已确认对账单 (\S+)，请开具发票。$/, '$1 confirmed statement $2: please issue the invoice.'],
  [/^SRM 平台将于本周六 22:00 至 24:00 进行版本升级，期间暂停服务。$/, 'The SRM platform is upgraded this Saturday from 22:00 to 24:00; it is unavailable meanwhile.'],
  [/^为保障账号安全，请在个人信息页面修改密码。$/, 'To keep your account safe, change your password on the personal info page.'],
  [/^ISO 9001 证书将于 30 天后到期，请及时上传新证书。$/, 'The ISO 9001 certificate expires in 30 days: please upload a new one.'],
];

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

/** The English of a demo message text, or undefined when no pattern knows it (or a name in it). */
export function messageEnglish(zh: string): string | undefined {
  for (const [pattern, en] of PATTERNS) {
    const match = pattern.exec(zh);
    if (!match) continue;
    const text = en.replace(/\$(\d)/g, (_all, index: string) => {
      const part = match[Number(index)] ?? '';
      return NAMES[part] ?? part;
    });
    return CJK.test(text) ? undefined : text;
  }
  return undefined;
}
