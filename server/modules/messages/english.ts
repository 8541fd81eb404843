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

  // Notices: titles, contents and publishers.
  [/^关于2027年春节放假期间供货安排的通知$/, 'Deliveries during the 2027 Spring Festival holiday'],
  [/^春节期间（2027年2月5日至2月13日）仓库暂停收货，请各供应商提前安排节前备货，节前最后收货日为2月4日。$/, 'The warehouse takes no deliveries during the Spring Festival (5 to 13 February 2027): please deliver ahead; the last receiving day is 4 February.'],
  [/^供应商年度绩效评估结果发布$/, 'Annual supplier performance results published'],
  [/^2026年度供应商绩效评估已完成，评估结果可在供应商绩效模块查看，如有异议请在10个工作日内提出。$/, 'The 2026 supplier performance evaluation is complete: see the results in the supplier performance module and raise any objection within 10 working days.'],
  [/^电子元器件框架协议招标公告$/, 'Tender: framework agreement for electronic components'],
  [/^我司拟对2027年度电子元器件进行框架协议招标，欢迎符合资质要求的供应商报名参与，报名截止12月15日。$/, 'We are tendering a 2027 framework agreement for electronic components; qualified suppliers are welcome to register by 15 December.'],
  [/^关于启用电子发票的通知$/, 'Electronic invoices from 2027'],
  [/^自2027年1月1日起，所有对账结算统一使用全电发票，请供应商在开票前完成税务信息维护。$/, 'From 1 January 2027 every statement is settled with fully digital invoices: suppliers, please complete your tax information before invoicing.'],
  [/^SRM 平台 V4.0 升级说明$/, 'SRM platform V4.0 upgrade'],
  [/^平台将于本月底升级至 V4.0，新增消息中心、待办审批与文档中心等功能。$/, 'The platform is upgraded to V4.0 at the end of the month, adding the message centre, to-do approvals and the document centre.'],
  [/^采购部内部：12月供应商绩效评估安排$/, 'Purchasing (internal): December supplier evaluation'],
  [/^请各品类采购于12月10日前完成供应商季度评分，评分结果将作为明年份额分配依据。（仅限内部）$/, 'Category buyers, please finish the quarterly supplier scores by 10 December; they decide next year\'s quota shares. (Internal only)'],
  [/^采购部内部：年度降本目标分解$/, 'Purchasing (internal): annual cost-reduction targets'],
  [/^2027年度采购降本目标为 4.5%，各品类目标详见附件《年度降本目标分解表》。（仅限内部）$/, 'The 2027 purchasing cost-reduction target is 4.5%; the category targets are in the attached breakdown. (Internal only)'],
  [/^采购部内部：审批权限调整说明$/, 'Purchasing (internal): approval limits change'],
  [/^自下月起，单笔 50 万元以上采购订单需采购总监审批。（仅限内部）$/, 'From next month, purchase orders above ¥500,000 need the purchasing director\'s approval. (Internal only)'],
  [/^包装材料环保要求更新$/, 'Updated environmental rules for packaging'],
  [/^所有来料包装须符合新版环保要求，禁止使用含氯塑料，详细标准见文档中心。$/, 'All incoming packaging must meet the new environmental rules; chlorinated plastics are banned. The standard is in the document centre.'],
  [/^国庆节放假安排$/, 'National Day holiday'],
  [/^10月1日至7日放假，期间订单系统正常运行，收货暂停。$/, 'Holiday from 1 to 7 October: the order system runs, receiving pauses.'],
  [/^来料质量月报（第 (\d+) 期）$/, 'Incoming quality report no. $1'],
  [/^本期来料批次合格率 ([\d.]+)%，主要不良：尺寸超差、包装破损。请相关供应商提交改善报告。$/, 'Incoming lots passed: $1%. Main defects: dimensions out of tolerance, damaged packaging. The suppliers concerned, please send an improvement report.'],
  [/^系统管理员$/, 'System administrator'],
  // A company name alone (a notice's publisher): only the names above.
  [/^(\S+有限公司)$/, '$1'],
  [/^采购部$/, 'Purchasing department'],
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
