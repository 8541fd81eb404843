// Demo documents of the document centre, with their files written into <dataDir>/storage. The
// buyer shares its supplier guidelines with the demo supplier and keeps its internal files to
// itself; the supplier has its own certificates. Contents are deterministic; the upload times
// count back from the seed time.
import crypto from 'node:crypto';
import { BUYER_ACCOUNT, SUPPLIER_ACCOUNT } from '../../fixtures/demoLogins.js';
import { PORTAL_BUSINESS_MODULE, type DocumentFileType } from '../../../src/contract/documents.js';
import type { SeedStep } from '../../platform/db/steps.js';
import { csvFile, docxDocument, pdfDocument, priceHistoryCsv, textFile, xlsxWorkbook } from './demoFiles.js';
import { insertDocuments } from './repo.js';
import { putUnlessSized, type FileStore } from '../../platform/storage.js';

export interface DemoDocument {
  owner: string;
  /** The company it is shared with ('' for none). */
  sharedWith: string;
  fileName: string;
  /** Relative to the storage folder. */
  path: string;
  type: DocumentFileType;
  uploadUser: string;
  daysAgo: number;
  remark: string;
  content: () => Buffer;
}

const MONTHS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    owner: BUYER_ACCOUNT,
    sharedWith: SUPPLIER_ACCOUNT,
    fileName: '供应商行为准则（2026版）.pdf',
    path: `documents/${BUYER_ACCOUNT}/supplier-code-of-conduct-2026.pdf`,
    type: 'pdf',
    uploadUser: '张采购',
    daysAgo: 2,
    remark: '全体供应商须阅读并签署',
    content: () =>
      pdfDocument('Supplier Code of Conduct 2026', [
        '供应商行为准则（2026版）',
        '一、诚信经营，禁止商业贿赂。',
        '二、遵守劳动法规，保障员工权益。',
        '三、严格执行质量标准与环保要求。',
        '四、保守采购方商业秘密。',
        'Demo Buyer Co., Ltd. (307000)',
      ]),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: SUPPLIER_ACCOUNT,
    fileName: '来料包装环保要求.pdf',
    path: `documents/${BUYER_ACCOUNT}/packaging-requirements.pdf`,
    type: 'pdf',
    uploadUser: '张采购',
    daysAgo: 15,
    remark: '包装材料禁止使用含氯塑料',
    content: () => pdfDocument('Packaging Requirements', ['来料包装环保要求', '1. 禁止使用含氯塑料。', '2. 纸箱须使用可回收材料。', '3. 每箱标签须注明物料编码与批次号。']),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: SUPPLIER_ACCOUNT,
    fileName: '2027年春节供货安排.txt',
    path: `documents/${BUYER_ACCOUNT}/spring-festival-2027.txt`,
    type: 'txt',
    uploadUser: '李采购',
    daysAgo: 1,
    remark: '节前最后收货日 2月4日',
    content: () => textFile(['2027年春节供货安排', '', '放假时间：2027年2月5日至2月13日', '节前最后收货日：2月4日', '节后首个收货日：2月14日', '请各供应商提前安排备货。']),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: SUPPLIER_ACCOUNT,
    fileName: '供应商绩效评估细则.xlsx',
    path: `documents/${BUYER_ACCOUNT}/supplier-performance-rules.xlsx`,
    type: 'xlsx',
    uploadUser: '张采购',
    daysAgo: 30,
    remark: '交付、质量、成本、服务四项权重',
    content: () =>
      xlsxWorkbook('评估细则', [
        ['评估项', '权重（%）', '说明'],
        ['交付', 20, '按时交货率'],
        ['质量', 50, '来料批次合格率'],
        ['成本', 20, '年度降价达成'],
        ['服务', 10, '响应及时性'],
      ]),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: SUPPLIER_ACCOUNT,
    fileName: '电子发票开具指引.pdf',
    path: `documents/${BUYER_ACCOUNT}/e-invoice-guide.pdf`,
    type: 'pdf',
    uploadUser: '钱会计',
    daysAgo: 8,
    remark: '全电发票开票信息',
    content: () => pdfDocument('E-invoice Guide', ['电子发票开具指引', '购方名称：演示采购有限公司', '纳税人识别号：91310000DEMO307000', '发票类型：全电发票（增值税专用发票）']),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: SUPPLIER_ACCOUNT,
    fileName: '送货单打印模板.xlsx',
    path: `documents/${BUYER_ACCOUNT}/delivery-note-template.xlsx`,
    type: 'xlsx',
    uploadUser: '李采购',
    daysAgo: 40,
    remark: '送货单须随货同行',
    content: () => xlsxWorkbook('送货单', [['送货单号', '采购订单号', '物料编码', '物料名称', '送货数量', '批次号'], ['DN2026000001', 'PO2026000001', 'MAT-00001', '不锈钢螺栓 M8×30', 500, 'B20261101']]),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: '',
    fileName: '年度降本目标分解表.xlsx',
    path: `documents/${BUYER_ACCOUNT}/cost-down-targets-2027.xlsx`,
    type: 'xlsx',
    uploadUser: '张采购',
    daysAgo: 6,
    remark: '内部资料，请勿外传',
    content: () =>
      xlsxWorkbook('降本目标', [
        ['品类', '2026采购额（万元）', '降本目标（%）', '负责人'],
        ['五金件', 1260, 4.5, '李采购'],
        ['电子料', 3380, 5, '张采购'],
        ['包装材料', 720, 3, '李采购'],
        ['物流服务', 950, 2.5, '张采购'],
      ]),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: '',
    fileName: '采购部内部审批权限表.xlsx',
    path: `documents/${BUYER_ACCOUNT}/approval-limits.xlsx`,
    type: 'xlsx',
    uploadUser: '张采购',
    daysAgo: 12,
    remark: '内部资料',
    content: () =>
      xlsxWorkbook('审批权限', [
        ['金额区间（元）', '审批人'],
        ['< 50,000', '部门经理'],
        ['50,000 – 500,000', '采购总监'],
        ['≥ 500,000', '总经理'],
      ]),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: '',
    fileName: '供应商名录（内部）.csv',
    path: `documents/${BUYER_ACCOUNT}/supplier-directory.csv`,
    type: 'csv',
    uploadUser: '李采购',
    daysAgo: 20,
    remark: '含联系人与评级',
    content: () =>
      csvFile([
        ['供应商编码', '供应商名称', '联系人', '电话', '评级'],
        ['300100', '演示供应商有限公司', '王销售', '13900000001', 'A'],
        ['300201', '华东精密零件有限公司', '陈经理', '13900000201', 'A'],
        ['300202', '星河电子科技有限公司', '林经理', '13900000202', 'B'],
        ['300203', '远航物流有限公司', '何经理', '13900000203', 'B'],
        ['300204', '青松包装材料有限公司', '许经理', '13900000204', 'C'],
      ]),
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: '',
    fileName: '历史采购价格明细_2021-2026.csv',
    path: `documents/${BUYER_ACCOUNT}/price-history-2021-2026.csv`,
    type: 'csv',
    uploadUser: '张采购',
    daysAgo: 3,
    remark: '约 5 MB，六万条采购行',
    content: priceHistoryCsv,
  },
  {
    owner: BUYER_ACCOUNT,
    sharedWith: '',
    fileName: '框架采购协议（模板）.docx',
    path: `documents/${BUYER_ACCOUNT}/framework-agreement-template.docx`,
    type: 'docx',
    uploadUser: '张采购',
    daysAgo: 60,
    remark: '法务审核版',
    content: () =>
      docxDocument([
        '框架采购协议',
        '甲方（采购方）：演示采购有限公司',
        '乙方（供应方）：__________',
        '第一条 协议标的：乙方按甲方订单供应物料。',
        '第二条 价格与结算：价格以双方确认的价格主数据为准，月结 60 天。',
        '第三条 质量要求：来料须符合甲方质量标准。',
      ]),
  },
  ...MONTHS.slice(0, 10).map(
    (month, index): DemoDocument => ({
      owner: BUYER_ACCOUNT,
      sharedWith: '',
      fileName: `采购月报（2026年${month}月）.pdf`,
      path: `documents/${BUYER_ACCOUNT}/monthly-report-2026-${String(index + 1).padStart(2, '0')}.pdf`,
      type: 'pdf',
      uploadUser: '李采购',
      daysAgo: 300 - index * 30,
      remark: '月度采购额、到货及时率、来料合格率',
      content: () =>
        pdfDocument(`Purchasing Report 2026-${String(index + 1).padStart(2, '0')}`, [
          `采购月报（2026年${month}月）`,
          `采购额：${(800 + ((index * 37) % 300)).toFixed(0)} 万元`,
          `到货及时率：${(93 + (index % 5)).toFixed(1)}%`,
          `来料合格率：${(97 + (index % 3) * 0.6).toFixed(1)}%`,
        ]),
    }),
  ),
  {
    owner: SUPPLIER_ACCOUNT,
    sharedWith: '',
    fileName: '演示供应商-营业执照副本.pdf',
    path: `documents/${SUPPLIER_ACCOUNT}/business-license.pdf`,
    type: 'pdf',
    uploadUser: '王销售',
    daysAgo: 90,
    remark: '有效期至 2035 年',
    content: () => pdfDocument('Business License (copy)', ['营业执照（副本）', '名称：演示供应商有限公司', '统一社会信用代码：91440300DEMO300100']),
  },
  {
    owner: SUPPLIER_ACCOUNT,
    sharedWith: '',
    fileName: 'ISO9001质量管理体系证书.pdf',
    path: `documents/${SUPPLIER_ACCOUNT}/iso9001.pdf`,
    type: 'pdf',
    uploadUser: '王销售',
    daysAgo: 45,
    remark: '将于 30 天后到期',
    content: () => pdfDocument('ISO 9001 Certificate', ['ISO9001 质量管理体系认证证书', '证书编号：00126Q30001R2M', '有效期：2024-12-23 至 2027-12-22']),
  },
  {
    owner: SUPPLIER_ACCOUNT,
    sharedWith: '',
    fileName: '报价单模板.xlsx',
    path: `documents/${SUPPLIER_ACCOUNT}/quotation-template.xlsx`,
    type: 'xlsx',
    uploadUser: '王销售',
    daysAgo: 10,
    remark: '含阶梯价',
    content: () => xlsxWorkbook('报价单', [['物料编码', '物料名称', '数量从', '数量至', '含税单价'], ['MAT-00001', '不锈钢螺栓 M8×30', 1, 999, 0.35], ['MAT-00001', '不锈钢螺栓 M8×30', 1000, 9999, 0.31]]),
  },
];

type DemoFile = { doc: DemoDocument; content: Buffer; size: number; sha256: string };

/**
 * The demo files with their contents, made once per process: they never change, and a process
 * that seeds many databases (the tests) should not build the 5 MB one each time.
 */
let demoFiles: readonly DemoFile[] | undefined;

function demoFileContents(): readonly DemoFile[] {
  demoFiles ??= DEMO_DOCUMENTS.map((doc) => {
    const content = doc.content();
    return { doc, content, size: content.length, sha256: crypto.createHash('sha256').update(content).digest('hex') };
  });
  return demoFiles;
}

/** Writes the demo files under the storage folder (unless a file is there with its size). */
export async function writeDemoFiles(store: FileStore): Promise<readonly DemoFile[]> {
  const files = demoFileContents();
  for (const file of files) await putUnlessSized(store, file.doc.path, () => file.content, file.size);
  return files;
}

export const documentsSeeds: readonly SeedStep[] = [
  {
    version: 12,
    name: 'demo documents and their files in the storage folder',
    async run({ db, files }) {
      const anchor = Math.floor(Date.now() / 60_000) * 60_000;
      const written = await writeDemoFiles(files);
      await insertDocuments(
        db,
        written.map(({ doc, size, sha256 }, index) => ({
          elsAccount: doc.owner,
          toElsAccount: doc.sharedWith,
          businessModule: PORTAL_BUSINESS_MODULE,
          fileName: doc.fileName,
          filePath: doc.path,
          fileType: doc.type,
          fileSize: size,
          sha256,
          uploadUser: doc.uploadUser,
          uploadedAt: new Date(anchor - doc.daysAgo * 86_400_000 - index * 60_000).toISOString(),
          remark: doc.remark,
        })),
      );
    },
  },
];
