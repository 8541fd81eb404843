// Demo sub-app page. It shows its name, its own URL (query and hash route), how many times this
// page (this frame URL) was loaded in this browser tab, and what the shell told it over the
// bridge; its buttons open tabs and the approval-flow dialog through the bridge client
// (/portal/bridge-client.js, window.SrmBridge) or, for the "plain message" button, with the
// seed's plain message shape, as sub-apps in the wild do.
// The load counter proves whether the shell kept the iframe alive: a tab switch must not reload it.
// No inline script: the pages run under script-src 'self'.
(function () {
  'use strict';
  var body = document.body;
  var app = body.getAttribute('data-app') || 'unknown';
  var title = body.getAttribute('data-title') || app;

  // The page skeleton is the same for every demo app; each index.html only names its app.
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }
  function field(label, id, value) {
    return [el('dt', {}, [label]), el('dd', { id: id, 'data-testid': id }, [value])];
  }
  var scripts = Array.prototype.slice.call(body.querySelectorAll('script'));
  [
    el('h1', { id: 'app-name', 'data-testid': 'app-name' }, [title]),
    el('dl', {}, [].concat(field('app', 'app-code', app), field('loads (this frame URL)', 'load-count', '-'), field('query', 'app-query', '-'), field('hash route', 'app-hash', '-'), field('url', 'app-url', '-'))),
    el('ul', { id: 'app-query-list', 'data-testid': 'app-query-list' }),
    el('table', {}, [el('tbody', { id: 'records', 'data-testid': 'records' })]),
    el('div', { id: 'tools' }),
    el('div', { class: 'bridge' }, [
      el('div', {}, ['bridge: ', el('span', { id: 'bridge-state', 'data-testid': 'bridge-state' }, ['-']), ' · shell ', el('span', { id: 'bridge-origin', 'data-testid': 'bridge-origin' }, ['-']), ' · language ', el('span', { id: 'bridge-language', 'data-testid': 'bridge-language' }, ['-'])]),
      el('ul', { id: 'bridge-log', 'data-testid': 'bridge-log' }),
    ]),
  ].forEach(function (node) {
    body.insertBefore(node, scripts[0] || null);
  });
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

  var RECORDS = {
    rfq: [
      { id: 'RFQ-2026-0001', text: '钢板 Q235 年度询价', flow: 'PI-1001', page: '/subapps/rfq/#/v2/detail', label: '询价详情' },
      { id: 'RFQ-2026-0002', text: '包装材料询价', flow: 'PI-1001', page: '/subapps/rfq/#/v2/detail', label: '询价详情' },
    ],
    order: [
      { id: 'PO-1001', text: '采购订单 PO-1001', flow: 'PI-1002', page: '/subapps/order/#/v2/order/detail', label: '订单详情' },
      { id: 'PO-1002', text: '采购订单 PO-1002', flow: 'PI-1002', page: '/subapps/order/#/v2/order/detail', label: '订单详情' },
    ],
    supplier: [
      { id: 'SUP-0007', text: '华东精密制造有限公司', flow: 'PI-1003', page: '/subapps/supplier/#/v2/supplierView1', label: '供应商详情', type: 'supplierDetail' },
    ],
    report: [{ id: 'RPT-01', text: '月度采购报表', flow: 'PI-1002', page: '/subapps/report/#/designer', label: '报表设计' }],
  };

  function text(id, value) {
    var element = document.getElementById(id);
    if (element) element.textContent = value;
  }

  function renderQuery() {
    var list = document.getElementById('app-query-list');
    var params = new URLSearchParams(window.location.search);
    var hashQuery = window.location.hash.indexOf('?') >= 0 ? window.location.hash.slice(window.location.hash.indexOf('?') + 1) : '';
    list.textContent = '';
    [params, new URLSearchParams(hashQuery)].forEach(function (source) {
      source.forEach(function (value, key) {
        var item = document.createElement('li');
        item.textContent = key + ' = ' + value;
        list.appendChild(item);
      });
    });
    text('app-query', window.location.search || '(none)');
    text('app-hash', window.location.hash || '(none)');
    text('app-url', window.location.href);
  }

  function log(entry) {
    var list = document.getElementById('bridge-log');
    if (!list) return;
    var item = document.createElement('li');
    item.textContent = entry;
    list.appendChild(item);
  }

  function button(label, testId, onClick) {
    var element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.setAttribute('data-testid', testId);
    element.addEventListener('click', onClick);
    return element;
  }

  function bridge() {
    return window.SrmBridge;
  }

  function openTag(record) {
    var query = { id: record.id };
    if (record.type) query.type = record.type;
    var sent = bridge() && bridge().openNewTag({ name: record.label + ' ' + record.id, src: record.page, query: query });
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
    window.parent.postMessage({ type: 'openNewTag', name: record.label + ' ' + record.id + ' (plain)', src: record.page, query: { id: record.id, via: 'plain' } }, origin);
    log('sent plain openNewTag ' + record.id);
  }

  function renderRecords() {
    var table = document.getElementById('records');
    if (!table) return;
    (RECORDS[app] || []).forEach(function (record) {
      var row = document.createElement('tr');
      var id = document.createElement('td');
      id.textContent = record.id;
      var label = document.createElement('td');
      label.textContent = record.text;
      var actions = document.createElement('td');
      actions.appendChild(button('打开详情', 'open-tag-' + record.id, function () { openTag(record); }));
      actions.appendChild(button('审批流', 'open-flow-' + record.id, function () { openFlow(record); }));
      actions.appendChild(button('旧式消息', 'plain-tag-' + record.id, function () { plainMessage(record); }));
      row.appendChild(id);
      row.appendChild(label);
      row.appendChild(actions);
      table.appendChild(row);
    });
    var tools = document.getElementById('tools');
    if (tools) {
      tools.appendChild(
        button('openNewPage', 'open-new-page', function () {
          log(bridge() && bridge().openNewPage({ from: app }) ? 'sent openNewPage' : 'not in the portal');
        }),
      );
    }
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
    });
    client.on('deactivate', function () {
      text('bridge-state', 'inactive');
      log('deactivate');
    });
    client.on('languageChange', function (data) {
      text('bridge-language', data.language);
      log('languageChange ' + data.language);
    });
    client.on('tokenRenewed', function () {
      log('tokenRenewed');
    });
  }

  document.title = title;
  text('app-name', title);
  text('app-code', app);
  text('load-count', String(loads));
  body.setAttribute('data-loads', String(loads));
  renderQuery();
  renderRecords();
  listen();
  window.addEventListener('hashchange', renderQuery);

  // The shell's theme (themeChange, and activate's theme): the page follows it (demo.css, html[data-theme]).
  var themed = bridge();
  function applyTheme(data) {
    if (data && (data.theme === 'light' || data.theme === 'dark')) document.documentElement.setAttribute('data-theme', data.theme);
  }
  if (themed) ['themeChange', 'activate'].forEach(function (type) { themed.on(type, applyTheme); });
})();
