// Demo sub-apps: small business screens of the SRM modules the demo menu opens in frames (an RFQ
// list and detail, an order list and detail, a supplier list, a purchase report and a finance
// statement list). Their labels (status, field, value list and module names) come from the portal's
// business dictionary (GET {prefix}/apis/dictionary/{language}.json); the language is the shell's
// (the bridge's activate and languageChange, else the frame URL's ?lang=, else the portal's stored
// choice) and the theme too (the bridge's activate and themeChange: data-theme on <html>).
// The diagnostics the end-to-end tests read (load counter, query, hash route, bridge state and log,
// the plain-message and openNewPage buttons) are a test switch, off by default: they are built only
// when the origin's localStorage holds srm-demo-diagnostics = "on" (the e2e harness's
// newPage(…, { demoDiagnostics: true })), and then sit behind the "Diagnostics" toggle with their
// data-testid attributes. The load counter is also body[data-loads], always: a tab switch must not
// reload a kept-alive frame. No inline script: the pages run under script-src 'self'.
(function () {
  'use strict';
  var body = document.body;
  var app = body.getAttribute('data-app') || 'unknown';
  var API = '/portal/apis';

  // ---- Texts of the demo screens themselves (the business labels come from the dictionary). ----
  var TEXTS = {
    zh_cn: {
      actions: '操作',
      view: '查看',
      viewOf: '查看 {id}',
      flow: '审批流',
      flowOf: '{id} 的审批流',
      back: '返回列表',
      lines: '明细',
      quantity: '数量',
      records: '共 {n} 条',
      notFound: '未找到单据 {id}',
      contractNo: '合同编号',
      contractName: '合同名称',
      contractAmount: '合同金额',
      contractSupplier: '供应商',
      auditDocument: '审批单据',
      auditDocumentOf: '{id} 的审批单据',
      loading: '正在加载字典…',
      dictFailed: '业务字典加载失败，以下显示代码。',
      diagnostics: '诊断信息',
      loads: '本框架地址的加载次数',
      query: '查询参数',
      hash: '哈希路由',
      url: '地址',
      bridge: '桥接状态',
      shell: '门户来源',
      language: '语言',
      log: '桥接日志',
      plain: '旧式消息打开 {id}',
      newPage: 'openNewPage',
      monthly: '月度采购金额（含税）',
      byType: '按采购类型的采购金额',
      amount: '金额',
      month: '月份',
      share: '占比',
      detailInquiry: '询价详情',
      detailOrder: '订单详情',
      detailSupplier: '供应商详情',
      detailReport: '报表设计',
      customOrders: '定制订单',
      saleOrders: '销售订单',
      invoiceState: '开票状态',
      responses: '报价 / 邀请',
      docNumber: '单据编号',
      customer: '客户',
      doc_order: '采购订单',
      doc_inquiry: '询价单',
      doc_inquiryResult: '询价结果',
      doc_quotation: '报价单',
      doc_materialSource: '物料货源清单',
      doc_supplierMaster: '供应商主数据',
      doc_supplierChange: '供应商信息变更',
      doc_inspection: '供应商考察表',
      doc_admission: '供应商准入',
      doc_sample: '样品认证',
    },
    en: {
      actions: 'Actions',
      view: 'View',
      viewOf: 'View {id}',
      flow: 'Approval flow',
      flowOf: 'Approval flow of {id}',
      back: 'Back to the list',
      lines: 'Lines',
      quantity: 'Quantity',
      records: '{n} records',
      notFound: 'Document {id} not found',
      contractNo: 'Contract no.',
      contractName: 'Contract',
      contractAmount: 'Contract amount',
      contractSupplier: 'Supplier',
      auditDocument: 'Approval document',
      auditDocumentOf: 'Approval document of {id}',
      loading: 'Loading the dictionary…',
      dictFailed: 'The business dictionary could not be loaded: codes are shown.',
      diagnostics: 'Diagnostics',
      loads: 'Loads of this frame URL',
      query: 'Query',
      hash: 'Hash route',
      url: 'URL',
      bridge: 'Bridge',
      shell: 'Shell origin',
      language: 'Language',
      log: 'Bridge log',
      plain: 'Open {id} by a plain message',
      newPage: 'openNewPage',
      monthly: 'Monthly purchase amount (incl. tax)',
      byType: 'Purchase amount by purchase type',
      amount: 'Amount',
      month: 'Month',
      share: 'Share',
      detailInquiry: 'Inquiry detail',
      detailOrder: 'Order detail',
      detailSupplier: 'Supplier detail',
      detailReport: 'Report design',
      customOrders: 'Custom orders',
      saleOrders: 'Sales orders',
      invoiceState: 'Invoice status',
      responses: 'Quoted / invited',
      docNumber: 'Document number',
      customer: 'Customer',
      doc_order: 'Purchase order',
      doc_inquiry: 'Inquiry',
      doc_inquiryResult: 'Inquiry result',
      doc_quotation: 'Quotation',
      doc_materialSource: 'Material source list',
      doc_supplierMaster: 'Supplier master data',
      doc_supplierChange: 'Supplier information change',
      doc_inspection: 'Supplier inspection form',
      doc_admission: 'Supplier admission',
      doc_sample: 'Sample certification',
    },
  };

  // ---- Demo records: [Chinese, English] for free text; codes for everything the dictionary labels. ----
  var RFQS = [
    { id: 'RFQ-2026-0001', desc: ['钢板 Q235 年度询价', 'Steel plate Q235, annual RFQ'], status: 'quoting', end: '2026-12-05 17:00', invited: 5, answered: 3, owner: ['李明', 'Li Ming'], flow: 'PI-1001' },
    { id: 'RFQ-2026-0002', desc: ['包装材料询价', 'Packaging materials RFQ'], status: 'quoted', end: '2026-11-28 12:00', invited: 4, answered: 4, owner: ['王芳', 'Wang Fang'], flow: 'PI-1001' },
    { id: 'RFQ-2026-0003', desc: ['伺服电机询价', 'Servo motor RFQ'], status: 'unpublished', end: '2026-12-20 17:00', invited: 0, answered: 0, owner: ['李明', 'Li Ming'], flow: 'PI-1001' },
    { id: 'RFQ-2026-0004', desc: ['劳保用品年度框架', 'Safety supplies framework'], status: 'orderCreated', end: '2026-10-31 17:00', invited: 6, answered: 5, owner: ['赵磊', 'Zhao Lei'], flow: 'PI-1001' },
    { id: 'RFQ-2026-0005', desc: ['模具钢询价', 'Mould steel RFQ'], status: 'accepted', end: '2026-11-15 17:00', invited: 3, answered: 3, owner: ['王芳', 'Wang Fang'], flow: 'PI-1001' },
    { id: 'RFQ-2026-0006', desc: ['电子元器件询价', 'Electronic components RFQ'], status: 'closed', end: '2026-09-30 17:00', invited: 8, answered: 6, owner: ['赵磊', 'Zhao Lei'], flow: 'PI-1001' },
  ];
  var RFQ_LINES = [
    { material: 'M-100231', name: ['热轧钢板 Q235 6mm', 'Hot-rolled plate Q235 6 mm'], quantity: 120, unit: ['吨', 't'], price: 4380, tax: 13 },
    { material: 'M-100232', name: ['热轧钢板 Q235 10mm', 'Hot-rolled plate Q235 10 mm'], quantity: 80, unit: ['吨', 't'], price: 4420, tax: 13 },
    { material: 'M-100518', name: ['镀锌钢板 1.2mm', 'Galvanised sheet 1.2 mm'], quantity: 35, unit: ['吨', 't'], price: 5260, tax: 13 },
  ];
  var SUPPLIER_NAMES = {
    hd: ['华东精密制造有限公司', 'Huadong Precision Manufacturing Co., Ltd.'],
    xh: ['星河电子科技有限公司', 'Xinghe Electronics Co., Ltd.'],
    qs: ['青松包装材料有限公司', 'Qingsong Packaging Co., Ltd.'],
    yh: ['远航物流有限公司', 'Yuanhang Logistics Co., Ltd.'],
    jl: ['金力模具钢材有限公司', 'Jinli Mould Steel Co., Ltd.'],
  };
  var ORDERS = [
    { id: 'PO-1001', supplier: 'hd', type: '0', amount: 1286400, date: '2026-11-02', delivery: '2026-11-30', status: 'toBeConfirmed', flow: 'PI-1002' },
    { id: 'PO-1002', supplier: 'qs', type: '0', amount: 86250.5, date: '2026-11-05', delivery: '2026-11-20', status: 'confirmed', flow: 'PI-1002' },
    { id: 'PO-1003', supplier: 'xh', type: '2', amount: 342800, date: '2026-10-21', delivery: '2026-11-15', status: 'partReceived', flow: 'PI-1002' },
    { id: 'PO-1004', supplier: 'jl', type: '3', amount: 518000, date: '2026-10-12', delivery: '2026-11-08', status: 'allReceived', flow: 'PI-1002' },
    { id: 'PO-1005', supplier: 'yh', type: '9', amount: 24600, date: '2026-11-10', delivery: '2026-11-12', status: 'changeSent', flow: 'PI-1002' },
    { id: 'PO-1006', supplier: 'hd', type: '0', amount: 97500, date: '2026-09-18', delivery: '2026-10-10', status: 'closed', flow: 'PI-1002' },
  ];
  var SUPPLIERS = [
    { id: 'SUP-0007', name: 'hd', credit: '91310115MA1H7XYZ2K', industry: ['机械制造', 'Machinery'], status: 'qualified', contact: ['陈静', 'Chen Jing'], phone: '021-5088 1234', flow: 'PI-1003' },
    { id: 'SUP-0012', name: 'xh', credit: '91440300MA5F2ABC7Q', industry: ['电子元器件', 'Electronic components'], status: 'good', contact: ['刘洋', 'Liu Yang'], phone: '0755-2661 8899', flow: 'PI-1003' },
    { id: 'SUP-0018', name: 'qs', credit: '91330100MA2B9DEF1X', industry: ['包装材料', 'Packaging'], status: 'qualified', contact: ['周敏', 'Zhou Min'], phone: '0571-8765 4321', flow: 'PI-1003' },
    { id: 'SUP-0025', name: 'yh', credit: '91120116MA07GHI3L', industry: ['物流运输', 'Logistics'], status: 'potential', contact: ['孙浩', 'Sun Hao'], phone: '022-6633 2211', flow: 'PI-1003' },
    { id: 'SUP-0031', name: 'jl', credit: '91320500MA1JKL45M', industry: ['钢材', 'Steel'], status: 'frozen', contact: ['吴刚', 'Wu Gang'], phone: '0512-6812 7788', flow: 'PI-1003' },
  ];
  // The Globex tenant's contracts (its approval type 'contract' is in its approval link map).
  var CONTRACTS = [
    { id: 'CT-2026-0001', name: ['华东精密零件 年度框架合同', 'Huadong precision parts, annual framework'], supplier: 'hd', amount: 2400000, status: 'approving' },
    { id: 'CT-2026-0002', name: ['星河电子 模具采购合同', 'Xinghe Electronics, mould purchase'], supplier: 'xh', amount: 386000, status: 'toConfirm' },
    { id: 'CT-2026-0003', name: ['青松包装 包装材料供货合同', 'Qingsong Packaging, packaging supply'], supplier: 'qs', amount: 158000, status: 'confirmed' },
  ];
  var MONTHS = [
    { month: '2026-06', amount: 1820000 },
    { month: '2026-07', amount: 2140000 },
    { month: '2026-08', amount: 1675000 },
    { month: '2026-09', amount: 2480000 },
    { month: '2026-10', amount: 2915000 },
    { month: '2026-11', amount: 2355551 },
  ];
  var BY_TYPE = [
    { type: '0', amount: 8930000 },
    { type: '2', amount: 1860000 },
    { type: '3', amount: 1720000 },
    { type: '9', amount: 875551 },
  ];
  var STATEMENTS = [
    { id: 'RC2026820001', supplier: 'hd', amount: 356200, status: 'statementToConfirm', invoice: '0', invoiceType: 'VAT' },
    { id: 'RC2026820002', supplier: 'xh', amount: 128940, status: 'confirmed', invoice: '1', invoiceType: 'VAT' },
    { id: 'RC2026820003', supplier: 'qs', amount: 46380, status: 'invoiceToConfirm', invoice: '1', invoiceType: 'GENERAL' },
    { id: 'RC2026820004', supplier: 'jl', amount: 212000, status: 'posted', invoice: '1', invoiceType: 'VAT' },
  ];
  // The records whose buttons open a tab and the flow dialog through the bridge (the tests use them).
  var REPORT_RECORD = { id: 'RPT-01', flow: 'PI-1002', page: '/subapps/report/#/designer', label: 'detailReport' };

  // ---- Language, dictionary, theme. ----
  function stored(name) {
    var places = [window.sessionStorage, window.localStorage];
    for (var i = 0; i < places.length; i += 1) {
      try {
        var record = JSON.parse(places[i].getItem('srm-' + name) || 'null');
        if (record && typeof record === 'object' && 'content' in record) return record.content;
      } catch (error) {
        // Blocked or unreadable storage: try the next one.
      }
    }
    return undefined;
  }
  function knownLanguage(value) {
    return value === 'en' || value === 'zh_cn' ? value : undefined;
  }
  var params = new URLSearchParams(window.location.search);
  var state = {
    language: knownLanguage(params.get('lang')) || knownLanguage(stored('language')) || 'zh_cn',
    dictionaries: {},
    failed: {},
  };

  function t(key, values) {
    var text = (TEXTS[state.language] || TEXTS.zh_cn)[key] || key;
    return text.replace(/\{(\w+)\}/g, function (match, name) {
      return values && name in values ? String(values[name]) : match;
    });
  }
  function bi(pair) {
    return state.language === 'en' ? pair[1] : pair[0];
  }
  function dict() {
    return state.dictionaries[state.language];
  }
  function listLabel(list, value) {
    var options = dict() && dict().valueLists[list];
    var found = options && options.filter(function (option) { return option.value === value; })[0];
    return found ? found.label : value;
  }
  function statusLabel(group, value) {
    var options = dict() && dict().statuses[group];
    var found = options && options.filter(function (option) { return option.value === value; })[0];
    return found ? found.label : value;
  }
  function field(entity, name) {
    var fields = dict() && dict().fields;
    return (fields && ((fields[entity] && fields[entity][name]) || (fields.common && fields.common[name]))) || name;
  }
  function moduleName(code) {
    return (dict() && dict().modules[code]) || code;
  }
  function money(value) {
    return new Intl.NumberFormat(state.language === 'en' ? 'en-US' : 'zh-CN', { style: 'currency', currency: 'CNY' }).format(value);
  }
  function number(value) {
    return new Intl.NumberFormat(state.language === 'en' ? 'en-US' : 'zh-CN').format(value);
  }

  function loadDictionary(language) {
    if (state.dictionaries[language] || state.failed[language]) return Promise.resolve();
    return fetch(API + '/dictionary/' + language + '.json', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (catalogue) {
        state.dictionaries[language] = catalogue;
      })
      .catch(function (error) {
        state.failed[language] = true;
        log('dictionary ' + language + ' failed: ' + error.message);
      });
  }

  function setLanguage(language) {
    var next = knownLanguage(language);
    if (!next || next === state.language) return;
    state.language = next;
    render();
  }

  function setTheme(data) {
    if (!data) return;
    if (data.theme === 'dark' || data.theme === 'light') document.documentElement.setAttribute('data-theme', data.theme);
    if (typeof data.brandColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(data.brandColor)) document.documentElement.style.setProperty('--brand', data.brandColor);
  }

  // ---- DOM helpers (no innerHTML: every text is a text node). ----
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (attrs[key] !== undefined && attrs[key] !== null) node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) return;
      node.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child);
    });
    return node;
  }
  function svg(tag, attrs, text) {
    var node = document.createElementNS('http://www.w3.org/2000/svg', tag);
    Object.keys(attrs).forEach(function (key) {
      node.setAttribute(key, String(attrs[key]));
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function button(label, attrs, onClick) {
    var node = el('button', Object.assign({ type: 'button' }, attrs), [label]);
    node.addEventListener('click', onClick);
    return node;
  }
  function text(id, value) {
    var node = document.getElementById(id);
    if (node) node.textContent = value;
  }
  function log(entry) {
    var list = document.getElementById('bridge-log');
    if (list) list.appendChild(el('li', {}, [entry]));
  }
  function badge(label, tone) {
    return el('span', { class: 'badge badge-' + tone }, [label]);
  }
  var TONES = {
    quoting: 'info', quoted: 'info', unpublished: 'muted', orderCreated: 'ok', accepted: 'ok', closed: 'muted',
    toBeConfirmed: 'warn', confirmed: 'ok', partReceived: 'info', allReceived: 'ok', changeSent: 'warn',
    qualified: 'ok', good: 'ok', potential: 'info', frozen: 'danger',
    statementToConfirm: 'warn', invoiceToConfirm: 'warn', posted: 'ok',
    approving: 'warn', toConfirm: 'warn', void: 'muted',
  };

  // ---- The bridge: tabs and the flow dialog. ----
  function bridge() {
    return window.SrmBridge;
  }
  function openTag(record) {
    var query = { id: record.id };
    if (record.type) query.type = record.type;
    var sent = bridge() && bridge().openNewTag({ name: t(record.label) + ' ' + record.id, src: record.page, query: query });
    log(sent ? 'sent openNewTag ' + record.id : 'not in the portal: openNewTag not sent');
  }
  function openFlow(record) {
    var sent = bridge() && bridge().openFlowDialog(record.flow);
    log(sent ? 'sent openFlowDialog ' + record.flow : 'not in the portal: openFlowDialog not sent');
  }
  // The seed's plain message, as older sub-apps post it (no envelope, no client library).
  function plainMessage(record) {
    var origin = bridge() && bridge().shellOrigin;
    if (!origin || window.parent === window) return log('not in the portal: plain message not sent');
    window.parent.postMessage({ type: 'openNewTag', name: t(record.label) + ' ' + record.id + ' (plain)', src: record.page, query: { id: record.id, via: 'plain' } }, origin);
    log('sent plain openNewTag ' + record.id);
  }
  function rowActions(record) {
    return el('td', { class: 'actions' }, [
      button(t('view'), { 'data-testid': 'open-tag-' + record.id, 'aria-label': t('viewOf', { id: record.id }) }, function () { openTag(record); }),
      button(t('flow'), { 'data-testid': 'open-flow-' + record.id, 'aria-label': t('flowOf', { id: record.id }), class: 'secondary' }, function () { openFlow(record); }),
    ]);
  }

  // ---- Routing by the hash route. ----
  function route() {
    var hash = window.location.hash.replace(/^#/, '');
    var at = hash.indexOf('?');
    return { path: at >= 0 ? hash.slice(0, at) : hash, query: new URLSearchParams(at >= 0 ? hash.slice(at + 1) : '') };
  }

  // A list's caption repeats the page heading: read by screen readers, not shown twice.
  function table(caption, headers, rows, numeric, captionHidden) {
    return el('table', { class: 'data' }, [
      el('caption', { class: captionHidden ? 'sr-only' : null }, [caption]),
      el('thead', {}, [el('tr', {}, headers.map(function (header, index) { return el('th', { scope: 'col', class: numeric && numeric[index] ? 'num' : null }, [header]); }))]),
      el('tbody', {}, rows),
    ]);
  }
  function cell(value, className) {
    return el('td', { class: className || null }, [value]);
  }
  function facts(pairs) {
    var list = el('dl', { class: 'facts' });
    pairs.forEach(function (pair) {
      list.appendChild(el('div', {}, [el('dt', {}, [pair[0]]), el('dd', {}, [pair[1]])]));
    });
    return list;
  }
  function header(title, subtitle) {
    return el('header', { class: 'page-head' }, [el('h1', { id: 'app-name', 'data-testid': 'app-name' }, [title]), subtitle ? el('p', { class: 'muted' }, [subtitle]) : null]);
  }
  function backLink(path) {
    return el('p', {}, [el('a', { href: '#' + path, class: 'back' }, ['← ' + t('back')])]);
  }

  function rfqRecord(row) {
    return { id: row.id, flow: row.flow, page: '/subapps/rfq/#/v2/detail', label: 'detailInquiry' };
  }
  function rfqList(path) {
    var module = path.indexOf('/demandPool/') === 0 ? 'demandPool' : path.indexOf('/quality/') === 0 ? 'quality' : path.indexOf('/sale/') >= 0 ? 'quotation' : 'inquiry';
    var rows = RFQS.map(function (row) {
      return el('tr', {}, [
        cell(row.id, 'mono'),
        cell(bi(row.desc)),
        el('td', {}, [badge(statusLabel('inquiry', row.status), TONES[row.status] || 'muted')]),
        cell(row.end, 'nowrap'),
        cell(row.answered + ' / ' + row.invited, 'num'),
        cell(bi(row.owner)),
        rowActions(rfqRecord(row)),
      ]);
    });
    return [
      header(moduleName(module), t('records', { n: RFQS.length })),
      table(moduleName(module), [field('inquiry', 'enquiryNumber'), field('inquiry', 'enquiryDesc'), field('inquiry', 'enquiryStatus'), field('inquiry', 'quoteEndTime'), t('responses'), field('inquiry', 'responsible'), t('actions')], rows, [false, false, false, false, true], true),
    ];
  }
  function rfqDetail(id) {
    var row = RFQS.filter(function (candidate) { return candidate.id === id; })[0];
    if (!row) return [header(t('detailInquiry')), el('p', { class: 'notice' }, [t('notFound', { id: id || '—' })]), backLink('/v2/list')];
    var lines = RFQ_LINES.map(function (line) {
      return el('tr', {}, [cell(line.material, 'mono'), cell(bi(line.name)), cell(number(line.quantity), 'num'), cell(bi(line.unit)), cell(money(line.price), 'num'), cell(line.tax + '%', 'num')]);
    });
    return [
      header(t('detailInquiry') + ' ' + row.id, bi(row.desc)),
      facts([
        [field('inquiry', 'enquiryStatus'), badge(statusLabel('inquiry', row.status), TONES[row.status] || 'muted')],
        [field('inquiry', 'quoteEndTime'), row.end],
        [field('inquiry', 'inviteCount'), String(row.invited)],
        [field('inquiry', 'answerCount'), String(row.answered)],
        [field('inquiry', 'responsible'), bi(row.owner)],
        [field('inquiry', 'payMethod'), listLabel('paymentType', '2')],
      ]),
      table(t('lines'), [field('material', 'materialNumber'), field('material', 'materialName'), t('quantity'), field('material', 'baseUnit'), field('inquiry', 'priceIncludingTax'), field('common', 'taxRate')], lines, [false, false, true, false, true, true]),
      el('p', { class: 'toolbar' }, [button(t('flow'), { 'data-testid': 'detail-flow' }, function () { openFlow(row); })]),
      backLink('/v2/list'),
    ];
  }

  function orderRecord(row) {
    return { id: row.id, flow: row.flow, page: '/subapps/order/#/v2/order/detail', label: 'detailOrder' };
  }
  function orderList(path) {
    var title = path.indexOf('/custom/') === 0 ? t('customOrders') : path.indexOf('/saleOrder/') >= 0 ? t('saleOrders') : moduleName('order');
    var rows = ORDERS.map(function (row) {
      return el('tr', {}, [
        cell(row.id, 'mono'),
        cell(bi(SUPPLIER_NAMES[row.supplier])),
        cell(listLabel('purchaseType', row.type)),
        cell(row.date, 'nowrap'),
        cell(money(row.amount), 'num'),
        el('td', {}, [badge(statusLabel('order', row.status), TONES[row.status] || 'muted')]),
        rowActions(orderRecord(row)),
      ]);
    });
    var total = ORDERS.reduce(function (sum, row) { return sum + row.amount; }, 0);
    return [
      header(title, t('records', { n: ORDERS.length }) + ' · ' + field('order', 'orderAmountTax') + ' ' + money(total)),
      table(title, [field('order', 'orderNumber'), field('order', 'supplierName'), field('order', 'purchaseType'), field('order', 'orderDate'), field('order', 'orderAmountTax'), field('order', 'orderStatus'), t('actions')], rows, [false, false, false, false, true], true),
    ];
  }
  function orderDetail(id) {
    var row = ORDERS.filter(function (candidate) { return candidate.id === id; })[0];
    if (!row) return [header(t('detailOrder')), el('p', { class: 'notice' }, [t('notFound', { id: id || '—' })]), backLink('/v2/order/list')];
    return [
      header(t('detailOrder') + ' ' + row.id, bi(SUPPLIER_NAMES[row.supplier])),
      facts([
        [field('order', 'orderStatus'), badge(statusLabel('order', row.status), TONES[row.status] || 'muted')],
        [field('order', 'purchaseType'), listLabel('purchaseType', row.type)],
        [field('order', 'orderDate'), row.date],
        [field('order', 'requestDeliveryDate'), row.delivery],
        [field('order', 'orderAmountTax'), money(row.amount)],
        [field('order', 'sendStatus'), statusLabel('send', 'sent')],
        [field('order', 'paymentMethod'), listLabel('paymentType', '2')],
      ]),
      el('p', { class: 'toolbar' }, [button(t('flow'), { 'data-testid': 'detail-flow' }, function () { openFlow(row); })]),
      backLink('/v2/order/list'),
    ];
  }

  function supplierRecord(row) {
    return { id: row.id, flow: row.flow, page: '/subapps/supplier/#/v2/supplierView1', label: 'detailSupplier', type: 'supplierDetail' };
  }
  function supplierList() {
    var rows = SUPPLIERS.map(function (row) {
      return el('tr', {}, [
        cell(bi(SUPPLIER_NAMES[row.name])),
        cell(row.credit, 'mono'),
        cell(bi(row.industry)),
        el('td', {}, [badge(statusLabel('supplier', row.status), TONES[row.status] || 'muted')]),
        cell(bi(row.contact)),
        cell(row.phone, 'nowrap'),
        rowActions(supplierRecord(row)),
      ]);
    });
    return [
      header(moduleName('supplier'), t('records', { n: SUPPLIERS.length })),
      table(moduleName('supplier'), [field('supplier', 'fullName'), field('supplier', 'socialCreditCode'), field('supplier', 'industry'), field('supplier', 'supplierStatus'), field('supplier', 'contact'), field('supplier', 'telphone'), t('actions')], rows, [], true),
    ];
  }
  function supplierDetail(id) {
    var row = SUPPLIERS.filter(function (candidate) { return candidate.id === id; })[0];
    if (!row) return [header(t('detailSupplier')), el('p', { class: 'notice' }, [t('notFound', { id: id || '—' })]), backLink('/v2/list')];
    return [
      header(bi(SUPPLIER_NAMES[row.name]), row.id),
      facts([
        [field('supplier', 'supplierStatus'), badge(statusLabel('supplier', row.status), TONES[row.status] || 'muted')],
        [field('supplier', 'socialCreditCode'), row.credit],
        [field('supplier', 'industry'), bi(row.industry)],
        [field('supplier', 'contact'), bi(row.contact)],
        [field('supplier', 'telphone'), row.phone],
      ]),
      backLink('/v2/list'),
    ];
  }

  // A contract's approval document opens through the portal's approval link map (auditLinks.contract).
  function openAuditDocument(contract) {
    var sent = bridge() && bridge().openAuditDetail && bridge().openAuditDetail('contract', contract.id);
    log(sent ? 'sent openAuditDetail ' + contract.id : 'not in the portal: openAuditDetail not sent');
  }
  function contractList() {
    var rows = CONTRACTS.map(function (row) {
      return el('tr', {}, [
        cell(row.id, 'mono'),
        cell(bi(row.name)),
        cell(bi(SUPPLIER_NAMES[row.supplier])),
        cell(money(row.amount), 'num'),
        el('td', {}, [badge(statusLabel('contract', row.status), TONES[row.status] || 'muted')]),
        el('td', { class: 'actions' }, [
          button(t('auditDocument'), { 'data-testid': 'open-audit-' + row.id, 'aria-label': t('auditDocumentOf', { id: row.id }) }, function () { openAuditDocument(row); }),
        ]),
      ]);
    });
    return [
      header(moduleName('contract'), t('records', { n: CONTRACTS.length })),
      table(moduleName('contract'), [t('contractNo'), t('contractName'), t('contractSupplier'), t('contractAmount'), field('common', 'auditStatus'), t('actions')], rows, [false, false, false, true], true),
    ];
  }
  function contractDetail(id) {
    var row = CONTRACTS.filter(function (candidate) { return candidate.id === id; })[0];
    if (!row) return [header(moduleName('contract')), el('p', { class: 'notice' }, [t('notFound', { id: id || '—' })]), backLink('/v2/list')];
    return [
      header(bi(row.name), row.id),
      facts([
        [field('common', 'auditStatus'), badge(statusLabel('contract', row.status), TONES[row.status] || 'muted')],
        [t('contractSupplier'), bi(SUPPLIER_NAMES[row.supplier])],
        [t('contractAmount'), money(row.amount)],
      ]),
      backLink('/v2/list'),
    ];
  }

  // Axis ticks in the language's own unit: 292万 / ¥2.9M.
  function axisLabel(value) {
    if (value === 0) return '0';
    return state.language === 'en' ? '¥' + (value / 1e6).toFixed(1) + 'M' : number(Math.round(value / 1e4)) + '万';
  }
  function barChart() {
    var width = 560;
    var height = 220;
    var left = 56;
    var bottom = 28;
    var max = Math.max.apply(null, MONTHS.map(function (m) { return m.amount; }));
    var slot = (width - left) / MONTHS.length;
    var label = MONTHS.map(function (m) { return m.month + ' ' + money(m.amount); }).join(', ');
    var root = svg('svg', { viewBox: '0 0 ' + width + ' ' + height, class: 'chart', role: 'img', 'aria-label': t('monthly') + ': ' + label, 'data-testid': 'report-chart' });
    [0, 0.5, 1].forEach(function (fraction) {
      var y = height - bottom - fraction * (height - bottom - 16);
      root.appendChild(svg('line', { x1: left, x2: width, y1: y, y2: y, class: 'grid' }));
      root.appendChild(svg('text', { x: left - 6, y: y + 4, 'text-anchor': 'end', class: 'axis' }, axisLabel(max * fraction)));
    });
    MONTHS.forEach(function (m, index) {
      var barHeight = (m.amount / max) * (height - bottom - 16);
      var x = left + index * slot + slot * 0.2;
      root.appendChild(svg('rect', { x: x, y: height - bottom - barHeight, width: slot * 0.6, height: barHeight, rx: 3, class: 'bar' }));
      root.appendChild(svg('text', { x: x + slot * 0.3, y: height - 8, 'text-anchor': 'middle', class: 'axis' }, m.month.slice(5)));
    });
    return root;
  }
  function reportView() {
    var total = BY_TYPE.reduce(function (sum, row) { return sum + row.amount; }, 0);
    var rows = BY_TYPE.map(function (row) {
      var share = Math.round((row.amount / total) * 1000) / 10;
      var meter = el('span', { class: 'meter', 'aria-hidden': 'true' }, [el('span', { class: 'meter-fill meter-' + Math.round(share / 10) })]);
      return el('tr', {}, [cell(listLabel('purchaseType', row.type)), cell(money(row.amount), 'num'), el('td', { class: 'num' }, [share + '%', ' ', meter])]);
    });
    return [
      header(moduleName('report'), field('order', 'orderAmountTax') + ' ' + money(total)),
      el('section', { class: 'card', 'aria-labelledby': 'monthly-title' }, [el('h2', { id: 'monthly-title' }, [t('monthly')]), barChart()]),
      table(t('byType'), [field('order', 'purchaseType'), t('amount'), t('share')], rows, [false, true, true]),
      el('p', { class: 'toolbar' }, [
        button(t('detailReport'), { 'data-testid': 'open-tag-' + REPORT_RECORD.id }, function () { openTag(REPORT_RECORD); }),
        button(t('flow'), { 'data-testid': 'open-flow-' + REPORT_RECORD.id, class: 'secondary' }, function () { openFlow(REPORT_RECORD); }),
      ]),
    ];
  }
  function financeView() {
    var rows = STATEMENTS.map(function (row) {
      return el('tr', {}, [
        cell(row.id, 'mono'),
        cell(bi(SUPPLIER_NAMES[row.supplier])),
        cell(money(row.amount), 'num'),
        el('td', {}, [badge(statusLabel('statement', row.status), TONES[row.status] || 'muted')]),
        cell(listLabel('invoiceStatus', row.invoice)),
        cell(listLabel('invoiceType', row.invoiceType)),
      ]);
    });
    return [
      header(moduleName('finance'), t('records', { n: STATEMENTS.length })),
      table(moduleName('reconciliation'), [field('reconciliation', 'reconNumber'), field('order', 'supplierName'), field('reconciliation', 'totalAmount'), field('reconciliation', 'checkStatus'), t('invoiceState'), field('reconciliation', 'invoiceType')], rows, [false, false, true], true),
    ];
  }

  // A document of the server's seeded approvals (shared/documents.js), on the detail page of its sub-app.
  function seededDetail(doc) {
    var pairs = [[t('docNumber'), doc.id], [field('order', 'supplierName'), bi(doc.supplier)]];
    if (doc.kind === 'quotation') pairs.push([t('customer'), bi(doc.customer)], [field('inquiry', 'enquiryNumber'), doc.inquiry]);
    if (doc.quoteEnd) pairs.push([field('inquiry', 'quoteEndTime'), doc.quoteEnd]);
    if (doc.amount !== undefined) pairs.push([field('order', 'orderAmountTax'), money(doc.amount)]);
    pairs.push([field('common', 'createDate'), doc.date], [field('common', 'flowId'), doc.flow]);
    return [
      header(t('doc_' + doc.kind) + ' ' + doc.id, bi(doc.supplier)),
      el('section', { 'data-testid': 'document', 'data-kind': doc.kind }, [facts(pairs)]),
      el('p', { class: 'toolbar' }, [button(t('flow'), { 'data-testid': 'detail-flow' }, function () { openFlow(doc); })]),
    ];
  }

  function view() {
    var current = route();
    var id = current.query.get('id');
    var path = current.path;
    var seeded = id && window.SrmDemoDocuments ? window.SrmDemoDocuments.find(id) : null;
    if (seeded && /detail|edit|quota|view|source/i.test(path)) return seededDetail(seeded);
    if (app === 'rfq') return /detail|edit|quota/.test(path) ? rfqDetail(id) : rfqList(path);
    if (app === 'order') return /detail/.test(path) ? orderDetail(id) : orderList(path);
    if (app === 'supplier') return /supplierView|detail/.test(path) ? supplierDetail(id) : supplierList();
    if (app === 'report') return path.indexOf('/finance/') === 0 ? financeView() : reportView();
    if (app === 'contract') return /detail/.test(path) ? contractDetail(id) : contractList();
    return [header(app)];
  }

  // ---- The page: the screen (re-rendered) and the diagnostics (built once). ----
  var main = el('div', { id: 'view', 'data-testid': 'view' });
  var records = { rfq: RFQS.map(rfqRecord), order: ORDERS.map(orderRecord), supplier: SUPPLIERS.map(supplierRecord), report: [REPORT_RECORD] }[app] || [];
  function diagField(id) {
    return [el('dt', { 'data-text': id }), el('dd', { id: id, 'data-testid': id }, ['-'])];
  }
  var diagnosticsOn = false;
  try {
    diagnosticsOn = window.localStorage.getItem('srm-demo-diagnostics') === 'on';
  } catch (error) {
    // Blocked storage: the switch is off.
  }
  var diagnostics = el('details', { class: 'diagnostics', 'data-testid': 'diagnostics' }, [
    el('summary', {}, ['']),
    el('dl', {}, [].concat(diagField('app-code'), diagField('load-count'), diagField('app-query'), diagField('app-hash'), diagField('app-url'), diagField('bridge-state'), diagField('bridge-origin'), diagField('bridge-language'))),
    el('ul', { id: 'app-query-list', 'data-testid': 'app-query-list' }),
    el('div', { id: 'tools', class: 'toolbar' }, records
      .map(function (record) {
        return button('', { 'data-testid': 'plain-tag-' + record.id, 'data-record': record.id, class: 'secondary plain' }, function () { plainMessage(record); });
      })
      .concat([button('openNewPage', { 'data-testid': 'open-new-page', class: 'secondary' }, function () {
        log(bridge() && bridge().openNewPage({ from: app }) ? 'sent openNewPage' : 'not in the portal');
      })])),
    el('p', { class: 'log-title', 'data-text': 'log' }),
    el('ul', { id: 'bridge-log', 'data-testid': 'bridge-log', class: 'log' }),
  ]);
  var scripts = Array.prototype.slice.call(body.querySelectorAll('script'));
  // One main landmark holds the screen and the diagnostics.
  body.insertBefore(el('main', {}, diagnosticsOn ? [main, diagnostics] : [main]), scripts[0] || null);

  function renderDiagnostics() {
    if (!diagnosticsOn) return;
    diagnostics.querySelector('summary').textContent = t('diagnostics');
    var labels = { 'app-code': 'app', 'load-count': t('loads'), 'app-query': t('query'), 'app-hash': t('hash'), 'app-url': t('url'), 'bridge-state': t('bridge'), 'bridge-origin': t('shell'), 'bridge-language': t('language'), log: t('log') };
    Array.prototype.forEach.call(diagnostics.querySelectorAll('[data-text]'), function (node) {
      node.textContent = labels[node.getAttribute('data-text')];
    });
    Array.prototype.forEach.call(diagnostics.querySelectorAll('button.plain'), function (node) {
      node.textContent = t('plain', { id: node.getAttribute('data-record') });
    });
  }

  function render() {
    var language = state.language;
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
    if (!dict() && !state.failed[language]) {
      main.replaceChildren(el('p', { class: 'muted', role: 'status' }, [t('loading')]));
      loadDictionary(language).then(function () {
        if (state.language === language) render();
      });
      renderDiagnostics();
      return;
    }
    var nodes = view();
    if (state.failed[language]) nodes.unshift(el('p', { class: 'notice', role: 'status' }, [t('dictFailed')]));
    main.replaceChildren.apply(main, nodes);
    var heading = main.querySelector('h1');
    document.title = heading ? heading.textContent : app;
    body.setAttribute('data-language', language);
    body.setAttribute('data-ready', 'true');
    renderDiagnostics();
  }

  // Keyed per frame URL (as loaded), so that ten tabs of the same app count separately.
  var frameUrl = window.location.pathname + window.location.search + window.location.hash;
  var storageKey = 'srm-demo-app:loads:' + frameUrl;
  var loads = 1;
  try {
    loads = Number(window.sessionStorage.getItem(storageKey) || '0') + 1;
    window.sessionStorage.setItem(storageKey, String(loads));
  } catch (error) {
    // Storage may be blocked (privacy mode); the page still shows everything else.
  }

  function renderQuery() {
    var list = document.getElementById('app-query-list');
    if (!list) return;
    var hashQuery = window.location.hash.indexOf('?') >= 0 ? window.location.hash.slice(window.location.hash.indexOf('?') + 1) : '';
    list.textContent = '';
    [new URLSearchParams(window.location.search), new URLSearchParams(hashQuery)].forEach(function (source) {
      source.forEach(function (value, key) {
        list.appendChild(el('li', {}, [key + ' = ' + value]));
      });
    });
    text('app-query', window.location.search || '(none)');
    text('app-hash', window.location.hash || '(none)');
    text('app-url', window.location.href);
  }

  function listen() {
    var client = bridge();
    if (!client) {
      text('bridge-state', 'no bridge client');
      return;
    }
    text('bridge-origin', client.shellOrigin || '(not in a frame)');
    text('bridge-state', 'unknown');
    client.on('activate', function (data) {
      text('bridge-state', 'active');
      text('bridge-language', data.language);
      log('activate ' + data.language);
      setTheme(data);
      setLanguage(data.language);
    });
    client.on('deactivate', function () {
      text('bridge-state', 'inactive');
      log('deactivate');
    });
    client.on('languageChange', function (data) {
      text('bridge-language', data.language);
      log('languageChange ' + data.language);
      setLanguage(data.language);
    });
    client.on('themeChange', function (data) {
      log('themeChange ' + (data && data.theme));
      setTheme(data);
    });
    client.on('tokenRenewed', function () {
      log('tokenRenewed');
    });
  }

  text('app-code', app);
  text('load-count', String(loads));
  body.setAttribute('data-loads', String(loads));
  renderQuery();
  render();
  listen();
  window.addEventListener('hashchange', function () {
    renderQuery();
    render();
    // The portal's tab follows this page: its address (the hash route) and its label (the heading).
    var client = bridge();
    if (client && client.reportRoute) client.reportRoute(window.location.hash, document.title);
  });
})();
