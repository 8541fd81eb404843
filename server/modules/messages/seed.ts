// Demo messages and notices. The buyer admin gets MESSAGE_VOLUME.buyerAdmin messages (the message
// centre's paging and the benchmark need a long list), the other demo users a few hundred. The
// texts are generated deterministically from the message's number (same texts, order and read
// state on every database); times count back from the seed time, so the newest are minutes old.
import { BUYER_ACCOUNT, BUYER_ADMIN, BUYER_USER, SUPPLIER_ACCOUNT, SUPPLIER_USER } from '../../fixtures/demoLogins.js';
import type { NoticeType } from '../../../src/contract/sysMessages.js';
import type { SeedStep } from '../../platform/db/steps.js';
import { insertMessages, insertNotice, type NewMessage } from './repo.js';

export const MESSAGE_VOLUME = { buyerAdmin: 12_000, buyerUser: 300, supplier: 400 } as const;

const SUPPLIERS = ['华东精密零件有限公司', '星河电子科技有限公司', '远航物流有限公司', '青松包装材料有限公司', '演示供应商有限公司'];
const MATERIALS = ['不锈钢螺栓 M8×30', '铝合金外壳 A-200', '锂电池组 12V 20Ah', '瓦楞纸箱 600×400×300', 'PCB 主板 V2.1', '密封圈 Φ25', '伺服电机 750W', '工业润滑油 46#'];
const BUYER_NAME = '演示采购有限公司';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** One message of a buyer user, from its number (0 = the newest). */
export function buyerMessage(n: number): Omit<NewMessage, 'elsAccount' | 'elsSubAccount' | 'sentAt' | 'read'> {
  const po = `PO2026${pad(100000 + ((n * 7919) % 900000), 6)}`;
  const supplier = pick(SUPPLIERS, n * 3 + 1);
  const material = pick(MATERIALS, n * 5 + 2);
  const bucket = n % 100;
  if (bucket < 55) {
    const variant = n % 3;
    let title: string;
    let content: string;
    if (variant === 0) {
      title = `采购订单 ${po} 已由${supplier}确认`;
      content = `${supplier}已确认采购订单 ${po}，物料：${material}，数量 ${(n % 480) + 20} 件，承诺交期 ${(n % 20) + 5} 天。`;
    } else if (variant === 1) {
      title = `采购订单 ${po} 交期变更待确认`;
      content = `${supplier}申请将采购订单 ${po} 的交货日期推迟 ${(n % 6) + 2} 天，原因：原材料到货延迟。请在订单详情中确认或拒绝。`;
    } else {
      title = `采购订单 ${po} 已全部收货`;
      content = `采购订单 ${po} 的全部物料已入库，质检合格，可发起对账。`;
    }
    return { msgType: 'order', title, content, sendUser: supplier, sendElsAccount: SUPPLIER_ACCOUNT, businessType: 'orderDetail', businessId: po };
  }
  if (bucket < 80) {
    const dn = `DN2026${pad(200000 + ((n * 104729) % 800000), 6)}`;
    const shipped = n % 2 === 0;
    return {
      msgType: 'delivery',
      title: shipped ? `送货单 ${dn}（订单 ${po}）已发货` : `送货单 ${dn}（订单 ${po}）已签收`,
      content: shipped
        ? `${supplier}已发货，物流单号 SF${pad((n * 31337) % 100000000, 8)}，预计 ${(n % 4) + 1} 天内到达一号仓库。`
        : `一号仓库已签收送货单 ${dn}，实收 ${(n % 300) + 10} 件，请核对收货差异。`,
      sendUser: shipped ? supplier : '仓库管理员',
      sendElsAccount: shipped ? SUPPLIER_ACCOUNT : BUYER_ACCOUNT,
      businessType: 'delivery',
      businessId: dn,
    };
  }
  if (bucket < 88) {
    const rfq = `RFQ-2026-${pad(1000 + (n % 9000), 4)}`;
    return {
      msgType: 'enquiry',
      title: `询价单 ${rfq} 已收到 ${(n % 5) + 1} 家报价`,
      content: `询价单 ${rfq}（${material}）报价截止前已收到 ${(n % 5) + 1} 家供应商报价，最低含税单价 ${((n % 900) / 10 + 5).toFixed(2)} 元。`,
      sendUser: '系统',
      sendElsAccount: BUYER_ACCOUNT,
      businessType: 'rfqDetail',
      businessId: rfq,
    };
  }
  if (bucket < 95) {
    const onOrder = n % 2 === 0;
    const pr = `PR2026${pad(300000 + ((n * 7) % 600000), 6)}`;
    return {
      msgType: 'audit',
      title: onOrder ? `采购订单 ${po} 待您审批` : `采购申请 ${pr} 已审批通过`,
      content: onOrder ? `李采购提交了采购订单 ${po}（${supplier}），请在待办中处理。` : `您提交的采购申请 ${pr} 已由部门经理审批通过。`,
      sendUser: onOrder ? '李采购' : '王经理',
      sendElsAccount: BUYER_ACCOUNT,
      businessType: onOrder ? 'orderDetail' : 'purchaseRequest',
      businessId: onOrder ? po : pr,
    };
  }
  if (bucket < 98) {
    const rc = `RC2026${pad(400000 + (n % 500000), 6)}`;
    return {
      msgType: 'finance',
      title: `对账单 ${rc} 待确认（${supplier}）`,
      content: `${supplier}提交了对账单 ${rc}，含税金额 ${(n % 90000) + 1000}.00 元，请在 5 个工作日内确认。`,
      sendUser: supplier,
      sendElsAccount: SUPPLIER_ACCOUNT,
      businessType: 'reconciliation',
      businessId: rc,
    };
  }
  return {
    msgType: 'system',
    title: n % 2 === 0 ? '系统维护通知：本周六 22:00–24:00 升级' : '您的密码将在 7 天后过期，请及时修改',
    content: n % 2 === 0 ? 'SRM 平台将于本周六 22:00 至 24:00 进行版本升级，期间暂停服务。' : '为保障账号安全，请在个人信息页面修改密码。',
    sendUser: '系统',
    sendElsAccount: BUYER_ACCOUNT,
    businessType: '',
    businessId: '',
  };
}

/** One message of the supplier user, from its number. */
function supplierMessage(n: number): Omit<NewMessage, 'elsAccount' | 'elsSubAccount' | 'sentAt' | 'read'> {
  const so = `PO2026${pad(500000 + ((n * 6007) % 400000), 6)}`;
  const material = pick(MATERIALS, n * 3);
  const bucket = n % 10;
  if (bucket < 5) {
    return {
      msgType: 'order',
      title: `客户${BUYER_NAME}下发采购订单 ${so}，请确认`,
      content: `${BUYER_NAME}向贵司下发采购订单 ${so}，物料：${material}，数量 ${(n % 300) + 50} 件，要求交期 ${(n % 15) + 7} 天。`,
      sendUser: '张采购',
      sendElsAccount: BUYER_ACCOUNT,
      businessType: 'orderDetail',
      businessId: so,
    };
  }
  if (bucket < 7) {
    const rfq = `RFQ-2026-${pad(2000 + (n % 7000), 4)}`;
    return {
      msgType: 'enquiry',
      title: `您收到来自${BUYER_NAME}的询价单 ${rfq}`,
      content: `请于报价截止时间前对询价单 ${rfq}（${material}）报价。`,
      sendUser: '张采购',
      sendElsAccount: BUYER_ACCOUNT,
      businessType: 'rfqClientQuota',
      businessId: rfq,
    };
  }
  if (bucket < 9) {
    const rc = `RC2026${pad(600000 + (n % 300000), 6)}`;
    return {
      msgType: 'finance',
      title: `对账单 ${rc} 已被客户确认`,
      content: `${BUYER_NAME}已确认对账单 ${rc}，请开具发票。`,
      sendUser: '钱会计',
      sendElsAccount: BUYER_ACCOUNT,
      businessType: 'reconciliation',
      businessId: rc,
    };
  }
  return { msgType: 'system', title: '供应商资质证书即将到期提醒', content: 'ISO 9001 证书将于 30 天后到期，请及时上传新证书。', sendUser: '系统', sendElsAccount: SUPPLIER_ACCOUNT, businessType: '', businessId: '' };
}

/** The messages of one user: number 0 is the newest; every 37 minutes one more back in time. */
export function* messagesFor(
  user: { elsAccount: string; elsSubAccount: string },
  count: number,
  make: (n: number) => Omit<NewMessage, 'elsAccount' | 'elsSubAccount' | 'sentAt' | 'read'>,
  anchorMs: number,
  unreadNewest: number,
): Generator<NewMessage> {
  // Oldest first, so ids grow with time.
  for (let n = count - 1; n >= 0; n -= 1) {
    const sentAt = new Date(anchorMs - n * 37 * 60_000 - (n % 7) * 1000).toISOString();
    const message = make(n) as NewMessage;
    message.elsAccount = user.elsAccount;
    message.elsSubAccount = user.elsSubAccount;
    message.sentAt = sentAt;
    message.read = !(n < unreadNewest && n % 3 !== 0);
    yield message;
  }
}

interface NoticeSeed {
  number: string;
  title: string;
  content: string;
  type: NoticeType;
  daysAgo: number;
  /** Who receives it: the buyer's own users, or also the supplier. */
  toSupplier: boolean;
}

const NOTICES: readonly NoticeSeed[] = [
  { number: 'GG2026-001', title: '关于2027年春节放假期间供货安排的通知', content: '春节期间（2027年2月5日至2月13日）仓库暂停收货，请各供应商提前安排节前备货，节前最后收货日为2月4日。', type: 'holiday', daysAgo: 1, toSupplier: true },
  { number: 'GG2026-002', title: '供应商年度绩效评估结果发布', content: '2026年度供应商绩效评估已完成，评估结果可在供应商绩效模块查看，如有异议请在10个工作日内提出。', type: 'announcement', daysAgo: 3, toSupplier: true },
  { number: 'GG2026-003', title: '电子元器件框架协议招标公告', content: '我司拟对2027年度电子元器件进行框架协议招标，欢迎符合资质要求的供应商报名参与，报名截止12月15日。', type: 'tender', daysAgo: 5, toSupplier: true },
  { number: 'GG2026-004', title: '关于启用电子发票的通知', content: '自2027年1月1日起，所有对账结算统一使用全电发票，请供应商在开票前完成税务信息维护。', type: 'policy', daysAgo: 8, toSupplier: true },
  { number: 'GG2026-005', title: 'SRM 平台 V4.0 升级说明', content: '平台将于本月底升级至 V4.0，新增消息中心、待办审批与文档中心等功能。', type: 'system', daysAgo: 10, toSupplier: true },
  { number: 'GG2026-006', title: '采购部内部：12月供应商绩效评估安排', content: '请各品类采购于12月10日前完成供应商季度评分，评分结果将作为明年份额分配依据。（仅限内部）', type: 'announcement', daysAgo: 2, toSupplier: false },
  { number: 'GG2026-007', title: '采购部内部：年度降本目标分解', content: '2027年度采购降本目标为 4.5%，各品类目标详见附件《年度降本目标分解表》。（仅限内部）', type: 'policy', daysAgo: 6, toSupplier: false },
  { number: 'GG2026-008', title: '采购部内部：审批权限调整说明', content: '自下月起，单笔 50 万元以上采购订单需采购总监审批。（仅限内部）', type: 'policy', daysAgo: 12, toSupplier: false },
  { number: 'GG2026-009', title: '包装材料环保要求更新', content: '所有来料包装须符合新版环保要求，禁止使用含氯塑料，详细标准见文档中心。', type: 'policy', daysAgo: 15, toSupplier: true },
  { number: 'GG2026-010', title: '国庆节放假安排', content: '10月1日至7日放假，期间订单系统正常运行，收货暂停。', type: 'holiday', daysAgo: 55, toSupplier: true },
];

export const messagesSeeds: readonly SeedStep[] = [
  {
    version: 10,
    name: 'demo messages (the buyer admin: 12,000) and notices',
    async run({ db }) {
      const anchor = Math.floor(Date.now() / 60_000) * 60_000;
      await insertMessages(db, messagesFor(BUYER_ADMIN, MESSAGE_VOLUME.buyerAdmin, buyerMessage, anchor, 150));
      await insertMessages(db, messagesFor(BUYER_USER, MESSAGE_VOLUME.buyerUser, (n) => buyerMessage(n + 7), anchor - 11 * 60_000, 30));
      await insertMessages(db, messagesFor(SUPPLIER_USER, MESSAGE_VOLUME.supplier, supplierMessage, anchor - 5 * 60_000, 45));
      const buyers = [BUYER_ADMIN, BUYER_USER];
      // More notices for the paging of the notice list: the ten above, and a year of monthly quality bulletins.
      const bulletins: NoticeSeed[] = Array.from({ length: 24 }, (_, i) => ({
        number: `ZL2026-${pad(i + 1, 3)}`,
        title: `来料质量月报（第 ${24 - i} 期）`,
        content: `本期来料批次合格率 ${(97 + (i % 3) * 0.7).toFixed(1)}%，主要不良：尺寸超差、包装破损。请相关供应商提交改善报告。`,
        type: 'announcement',
        daysAgo: 20 + i * 15,
        toSupplier: i % 2 === 0,
      }));
      for (const [index, notice] of [...NOTICES, ...bulletins].entries()) {
        const publishedAt = new Date(anchor - notice.daysAgo * 86_400_000 - index * 60_000).toISOString();
        const receivers = [
          ...buyers.map((user, u) => ({ elsAccount: user.elsAccount, elsSubAccount: user.elsSubAccount, read: notice.daysAgo > 4 || u === 1 })),
          ...(notice.toSupplier ? [{ elsAccount: SUPPLIER_ACCOUNT, elsSubAccount: SUPPLIER_USER.elsSubAccount, read: notice.daysAgo > 9 }] : []),
        ];
        await insertNotice(db, {
          elsAccount: BUYER_ACCOUNT,
          noticeNumber: notice.number,
          title: notice.title,
          content: notice.content,
          noticeType: notice.type,
          pubOrg: BUYER_NAME,
          pubUser: notice.type === 'system' ? '系统管理员' : '采购部',
          publishedAt,
          startAt: publishedAt,
          endAt: new Date(anchor + (60 - notice.daysAgo) * 86_400_000).toISOString(),
          receivers,
        });
      }
    },
  },
];
