// The value lists of coded fields (GET admin/getDic?type=), each value with its Chinese and English
// label: those the shell's pages show (message centre, to-dos and approvals, documents, home figures)
// and the business value lists of seed 001 (§3 value lists, §9 code lists). Declared once here: the
// server seeds its dictionary table from them and serves them in the per-language catalogue.

/** One value: [value, Chinese label, English label]. */
export type ValueEntry = readonly [value: string, zh: string, en: string];

export const VALUE_LISTS = {
  // The message centre, to-dos and approvals, documents.
  msgType: [
    ['order', '订单消息', 'Order'],
    ['delivery', '送货消息', 'Delivery'],
    ['enquiry', '询价消息', 'Inquiry'],
    ['audit', '审批消息', 'Approval'],
    ['finance', '财务消息', 'Finance'],
    ['system', '系统消息', 'System'],
  ],
  readFlag: [
    ['0', '未读', 'Unread'],
    ['1', '已读', 'Read'],
  ],
  noticeType: [
    ['announcement', '公告', 'Announcement'],
    ['policy', '制度通知', 'Policy'],
    ['tender', '招标公告', 'Tender'],
    ['holiday', '放假通知', 'Holiday'],
    ['system', '系统通知', 'System notice'],
  ],
  todoType: [
    ['audit', '待审批', 'Approvals'],
    ['orderConfirm', '待确认订单', 'Orders to confirm'],
    ['enquiryQuote', '待报价询价单', 'Inquiries to quote'],
    ['deliveryReceive', '待收货送货单', 'Deliveries to receive'],
    ['reconciliationConfirm', '待确认对账单', 'Statements to confirm'],
  ],
  todoStatus: [
    ['todo', '待处理', 'To do'],
    ['done', '已处理', 'Done'],
  ],
  auditType: [
    ['rfqEdit', '询价单编辑', 'Inquiry (edit)'],
    ['rfqDetail', '询价单详情', 'Inquiry (detail)'],
    ['rfqClientQuota', '客户报价', 'Customer quotation'],
    ['orderDetail', '采购订单', 'Purchase order'],
    ['materialSource', '物料货源清单', 'Material source list'],
    ['supplierView1', '供应商主数据 1', 'Supplier master data 1'],
    ['supplierView2', '供应商主数据 2', 'Supplier master data 2'],
    ['supplierView3', '供应商主数据 3', 'Supplier master data 3'],
    ['supplierView5', '供应商主数据 5', 'Supplier master data 5'],
    ['supplierView6', '供应商主数据 6', 'Supplier master data 6'],
    ['supplierDataModify', '供应商信息变更', 'Supplier information change'],
    ['inspectTableAudit', '考察表审批', 'Inspection form approval'],
    ['auditAdmission', '准入审批', 'Admission approval'],
    ['sampleAudit', '样品审批', 'Sample approval'],
    ['customSupplierDetail', '定制供应商详情', 'Custom supplier detail'],
  ],
  auditResult: [
    ['submitted', '已提交', 'Submitted'],
    ['approved', '审批通过', 'Approved'],
    ['rejected', '审批拒绝', 'Rejected'],
    ['withdrawn', '已撤回', 'Withdrawn'],
  ],
  auditAction: [
    ['approve', '同意', 'Approve'],
    ['reject', '驳回', 'Reject'],
    ['withdraw', '撤回', 'Withdraw'],
  ],
  fileType: [
    ['pdf', 'PDF 文档', 'PDF document'],
    ['xlsx', 'Excel 工作簿', 'Excel workbook'],
    ['docx', 'Word 文档', 'Word document'],
    ['csv', 'CSV 表格', 'CSV table'],
    ['txt', '文本文件', 'Text file'],
    ['zip', '压缩包', 'ZIP archive'],
  ],
  // Purchase documents as the home figures count them (seed 001 §4 order, delivery, inquiry states).
  orderStatus: [
    ['toConfirm', '待确认', 'To confirm'],
    ['changeToConfirm', '变更待确认', 'Change to confirm'],
    ['confirmed', '已确认', 'Confirmed'],
    ['refused', '已拒绝', 'Refused'],
    ['partReceived', '部分收货', 'Partly received'],
    ['received', '全部收货', 'All received'],
    ['closed', '已关闭', 'Closed'],
    ['cancelled', '已取消', 'Cancelled'],
  ],
  deliveryStatus: [
    ['notSent', '未发货', 'Not sent'],
    ['inTransit', '在途', 'In transit'],
    ['partReceived', '部分收货', 'Partly received'],
    ['received', '已收货', 'Received'],
  ],
  enquiryStatus: [
    ['unpublished', '未发布', 'Unpublished'],
    ['quoting', '报价中', 'Quoting'],
    ['quoted', '已报价', 'Quoted'],
    ['orderCreated', '已生成订单', 'Order created'],
    ['closed', '已关闭', 'Closed'],
  ],
  quoteStatus: [
    ['toQuote', '待报价', 'To quote'],
    ['quoted', '已报价', 'Quoted'],
    ['accepted', '已中标', 'Accepted'],
    ['refused', '未中标', 'Not accepted'],
  ],
  requestStatus: [
    ['draft', '草稿', 'Draft'],
    ['approving', '审批中', 'Under approval'],
    ['approved', '已批准', 'Approved'],
    ['sourcing', '寻源中', 'Sourcing'],
    ['ordered', '已下单', 'Ordered'],
    ['closed', '已关闭', 'Closed'],
  ],
  // Seed 001 §3: the value lists.
  paymentType: [
    ['0', '微信', 'WeChat'],
    ['1', '支付宝', 'Alipay'],
    ['2', '银行卡', 'Bank card'],
  ],
  invoiceStatus: [
    ['0', '待开票', 'To be invoiced'],
    ['1', '已开票', 'Invoiced'],
  ],
  /** §3 "Order status" (the platform's service orders; purchase orders are `orderStatus`). */
  payOrderStatus: [
    ['CANCEL', '已取消', 'Cancelled'],
    ['EXPIRE', '已过期', 'Expired'],
    ['INIT', '已创建', 'Created'],
    ['UNPAID', '待支付', 'Unpaid'],
    ['PAID', '已支付', 'Paid'],
    ['INVOICED', '已开票', 'Invoiced'],
  ],
  authType: [
    ['PERSONAL', '个人认证', 'Personal'],
    ['COMPANY', '企业认证', 'Company'],
  ],
  authStatus: [
    ['SAVE', '已保存', 'Saved'],
    ['SUBMIT', '已提交', 'Submitted'],
    ['REJECT', '已驳回', 'Rejected'],
    ['PASS', '已通过', 'Passed'],
  ],
  projectStatus: [
    ['DRAFT', '草稿', 'Draft'],
    ['RELEASE', '已发布', 'Released'],
  ],
  projectDeleted: [
    ['true', '已删除', 'Deleted'],
    ['false', '未删除', 'Not deleted'],
  ],
  projectViewed: [
    ['true', '已查看', 'Viewed'],
    ['false', '未查看', 'Not viewed'],
  ],
  /** §3 the second "Invoice status" list (invoice requests). */
  invoiceIssueStatus: [
    ['SUBMIT', '已申请', 'Requested'],
    ['ISSUED', '已开具', 'Issued'],
  ],
  invoiceType: [
    ['GENERAL', '增值税普通发票', 'General invoice'],
    ['VAT', '增值税专用发票', 'VAT special invoice'],
  ],
  orderType: [
    ['FLOW', '流量订单', 'Usage order'],
    ['PRODUCT', '产品订单', 'Product order'],
  ],
  templateStatus: [
    ['DRAFT', '草稿', 'Draft'],
    ['APPLY', '申请中', 'Applied'],
    ['REVOKE', '已撤销', 'Revoked'],
    ['RELEASE', '已发布', 'Released'],
    ['FAIL', '审核失败', 'Failed'],
  ],
  productSubtype: [
    ['FREE', '免费版', 'Free'],
    ['STANDARD', '标准版', 'Standard'],
    ['PROFESSIONAL', '专业版', 'Professional'],
  ],
  spaceUnit: [
    ['MB', 'MB', 'MB'],
    ['GB', 'GB', 'GB'],
    ['TB', 'TB', 'TB'],
  ],
  materialType: [
    ['audio', '音频', 'Audio'],
    ['image', '图片', 'Image'],
    ['video', '视频', 'Video'],
  ],
  // Seed 001 §9: the code lists.
  expenseType: [
    ['1', '附加费用', 'Additional expense'],
    ['2', '扣款', 'Deduction'],
  ],
  deductionType: [
    ['1', '票扣', 'Ticket deduction'],
    ['2', '账扣', 'Account deduction'],
  ],
  itemType: [
    ['1', '收款', 'Receipt'],
    ['2', '退款', 'Refund'],
    ['3', '扣款', 'Deduction'],
    ['4', '附加费用', 'Additional expense'],
  ],
  purchaseType: [
    ['0', '标准', 'Standard'],
    ['1', '限制', 'Restricted'],
    ['2', '寄售', 'Consignment'],
    ['3', '外协', 'Subcontracting'],
    ['4', '未知物料', 'Unknown goods'],
    ['5', '第三方', 'Third party'],
    ['6', '文本', 'Text'],
    ['7', '库存转储', 'Stock transfer'],
    ['8', '商品类别', 'Commodity category'],
    ['9', '服务', 'Service'],
  ],
  fastOrderFlag: [
    ['0', '否', 'No'],
    ['1', '免费', 'Free'],
  ],
  deleteFlag: [
    ['Y', '已删除', 'Deleted'],
    ['C', '已取消', 'Cancelled'],
  ],
  sizeOption: [
    ['small', '小', 'Small'],
    ['medium', '中', 'Medium'],
    ['large', '大', 'Large'],
  ],
  materialSourceType: [
    ['SRM', 'SRM', 'SRM'],
    ['SAP', 'SAP', 'SAP'],
  ],
  // The account's station, permission and environment (the login's sub-account info), shown on the
  // personal info page.
  station: [
    ['purchase', '采购', 'Purchasing'],
    ['sale', '销售', 'Sales'],
  ],
  permission: [
    ['admin', '管理员', 'Administrator'],
    ['user', '普通用户', 'Standard user'],
  ],
  environment: [
    ['demo', '演示环境', 'Demo'],
    ['dev', '开发环境', 'Development'],
    ['dev2', '开发环境 2', 'Development 2'],
    ['test', '测试环境', 'Test'],
    ['prod', '生产环境', 'Production'],
  ],
} as const satisfies Record<string, readonly ValueEntry[]>;

export type ValueListType = keyof typeof VALUE_LISTS;
// Pure: a bundle that does not use the list leaves the value lists out (the shell loads them lazily).
export const VALUE_LIST_TYPES = /* @__PURE__ */ Object.keys(VALUE_LISTS) as ValueListType[];
