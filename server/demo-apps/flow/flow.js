// The flow diagram page shown in the shell's approval-flow dialog: draws the nodes of one process
// instance (GET {prefix}/apis/uflo/diagram/{processInstanceId}) as a chain of boxes. It is served
// from the portal's origin, so it reads the session the shell keeps (srm-token, srm-userInfo in
// sessionStorage or localStorage) and sends the same token and account headers as the shell.
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var id = params.get('processInstanceId') || '';
  var prefix = params.get('prefix') || '/portal';
  if (!/^\/[A-Za-z0-9._~-]+$/.test(prefix)) prefix = '/portal';

  // The shell keeps the session in sessionStorage when "keep login" is off (shared with its
  // same-origin frames), else in localStorage; the tab's own session comes first.
  function stored(name) {
    var places = [window.sessionStorage, window.localStorage];
    for (var i = 0; i < places.length; i += 1) {
      try {
        var record = JSON.parse(places[i].getItem('srm-' + name) || 'null');
        if (record && typeof record === 'object' && 'content' in record) return record.content;
      } catch (error) {
        // Unreadable or blocked storage: try the next one.
      }
    }
    return undefined;
  }

  // The shell's language: ?lang=, else the portal's stored choice (same origin), else Chinese.
  function storedLanguage() {
    var language = stored('language');
    return language === 'en' || language === 'zh_cn' ? language : undefined;
  }
  var LANGUAGE = params.get('lang') === 'en' || params.get('lang') === 'zh_cn' ? params.get('lang') : storedLanguage() || 'zh_cn';
  var EN = LANGUAGE === 'en';
  var TEXTS = {
    zh_cn: { title: '审批流', diagram: '审批流程图', node: '节点', assignee: '处理人', status: '状态', comment: '意见', time: '时间', badId: '缺少或无效的流程实例编号 (processInstanceId)', failed: '流程图加载失败：' },
    en: { title: 'Approval flow', diagram: 'Approval flow diagram', node: 'Step', assignee: 'Assignee', status: 'Status', comment: 'Comment', time: 'Time', badId: 'Missing or invalid process instance id (processInstanceId)', failed: 'The flow diagram could not be loaded: ' },
  }[LANGUAGE];

  var COLORS = {
    done: { fill: '#e8ffea', stroke: '#00a870', label: EN ? 'Done' : '已完成' },
    current: { fill: '#e8f3ff', stroke: '#1664ff', label: EN ? 'In approval' : '审批中' },
    pending: { fill: '#f5f6f7', stroke: '#c9cdd4', label: EN ? 'Not started' : '未开始' },
    rejected: { fill: '#ffece8', stroke: '#c4262e', label: EN ? 'Rejected' : '已驳回' },
    skipped: { fill: '#f5f6f7', stroke: '#e5e6eb', label: EN ? 'Skipped' : '已跳过' },
  };
  var STATUS = EN ? { running: 'In approval', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' } : { running: '审批中', approved: '已通过', rejected: '已驳回', withdrawn: '已撤回' };
  // Server data in the language: the English text when the server sent one.
  function pick(zh, en) {
    return EN && en ? en : zh;
  }
  function nodeName(node) {
    return pick(node.name, node.nameEn);
  }
  function localTime(value) {
    return new Date(value).toLocaleString(EN ? 'en-US' : 'zh-CN');
  }
  document.documentElement.lang = EN ? 'en' : 'zh-CN';
  document.title = TEXTS.title;
  Array.prototype.forEach.call(document.querySelectorAll('[data-i18n]'), function (node) {
    node.textContent = TEXTS[node.getAttribute('data-i18n')];
  });
  Array.prototype.forEach.call(document.querySelectorAll('[data-i18n-label]'), function (node) {
    node.setAttribute('aria-label', TEXTS[node.getAttribute('data-i18n-label')]);
  });

  function fail(message) {
    var element = document.getElementById('flow-error');
    element.textContent = message;
    element.hidden = false;
    document.body.setAttribute('data-state', 'error');
  }

  function svg(name, attributes, textContent) {
    var element = document.createElementNS('http://www.w3.org/2000/svg', name);
    Object.keys(attributes).forEach(function (key) {
      element.setAttribute(key, String(attributes[key]));
    });
    if (textContent !== undefined) element.textContent = textContent;
    return element;
  }

  // Node boxes and the gaps between them; a chain longer than the page is wide wraps onto the
  // next row (so its last node is never cut off on the right), joined by a bent arrow.
  var NODE = { width: 150, height: 64, gap: 48, rowGap: 36, margin: 4 };

  // At most two lines that fit a node box (about 18 Latin characters of 12 px each).
  function splitName(name) {
    if (name.length <= 16 || name.indexOf(' ') < 0) return [name];
    var words = name.split(' ');
    var first = '';
    while (words.length > 1 && (first + ' ' + words[0]).trim().length <= Math.ceil(name.length / 2) + 2) first = (first + ' ' + words.shift()).trim();
    if (!first) first = words.shift();
    return [first, words.join(' ')];
  }

  function drawChain(diagram) {
    var host = document.getElementById('flow-diagram');
    var n = diagram.nodes.length;
    var available = Math.max(NODE.width + 2 * NODE.margin, host.clientWidth);
    var perRow = Math.max(1, Math.min(n, Math.floor((available - 2 * NODE.margin + NODE.gap) / (NODE.width + NODE.gap))));
    var rowCount = Math.ceil(n / perRow);
    var label = diagram.nodes.map(function (node) { return nodeName(node) + (EN ? ' (' : '（') + (COLORS[node.status] || COLORS.pending).label + (EN ? ')' : '）'); }).join(' → ');
    var root = svg('svg', {
      width: 2 * NODE.margin + perRow * NODE.width + (perRow - 1) * NODE.gap,
      height: 24 + rowCount * NODE.height + (rowCount - 1) * NODE.rowGap,
      role: 'img',
      'aria-label': label,
      'data-per-row': perRow,
    });
    var defs = svg('defs', {});
    var marker = svg('marker', { id: 'arrow', markerWidth: 10, markerHeight: 10, refX: 8, refY: 3, orient: 'auto' });
    marker.appendChild(svg('path', { d: 'M0,0 L0,6 L9,3 z', fill: '#86909c' }));
    defs.appendChild(marker);
    root.appendChild(defs);
    function place(index) {
      return { x: NODE.margin + (index % perRow) * (NODE.width + NODE.gap), y: 12 + Math.floor(index / perRow) * (NODE.height + NODE.rowGap) };
    }
    diagram.nodes.forEach(function (node, index) {
      var at = place(index);
      var color = COLORS[node.status] || COLORS.pending;
      var group = svg('g', { 'data-testid': 'flow-node', 'data-status': node.status, 'data-seq': node.seq });
      group.appendChild(svg('rect', { x: at.x, y: at.y, width: NODE.width, height: NODE.height, rx: 8, fill: color.fill, stroke: color.stroke, 'stroke-width': node.status === 'current' ? 2.5 : 1.5 }));
      // A long (English) step name takes two lines inside its box.
      var lines = splitName(nodeName(node));
      lines.forEach(function (line, row) {
        group.appendChild(svg('text', { x: at.x + NODE.width / 2, y: at.y + (lines.length === 1 ? 26 : 19 + row * 15), 'text-anchor': 'middle', 'font-size': lines.length === 1 ? 14 : 12, fill: '#1f2329' }, line));
      });
      group.appendChild(svg('text', { x: at.x + NODE.width / 2, y: at.y + (lines.length === 1 ? 46 : 53), 'text-anchor': 'middle', 'font-size': lines.length === 1 ? 12 : 11, fill: '#646a73' }, (node.assignee ? node.assignee + ' · ' : '') + color.label));
      root.appendChild(group);
      if (index === n - 1) return;
      var next = place(index + 1);
      var arrow = { stroke: '#86909c', 'stroke-width': 1.5, fill: 'none', 'marker-end': 'url(#arrow)' };
      if (next.y === at.y) {
        var middle = at.y + NODE.height / 2;
        root.appendChild(svg('line', Object.assign({ x1: at.x + NODE.width, y1: middle, x2: next.x - 4, y2: middle }, arrow)));
      } else {
        // Down from this node, back to the start of the next row, down into the next node.
        var fromX = at.x + NODE.width / 2;
        var toX = next.x + NODE.width / 2;
        var turnY = at.y + NODE.height + NODE.rowGap / 2;
        root.appendChild(svg('polyline', Object.assign({ points: [fromX, at.y + NODE.height, fromX, turnY, toX, turnY, toX, next.y - 4].join(' ') }, arrow)));
      }
    });
    host.replaceChildren(root);
  }

  function draw(diagram) {
    drawChain(diagram);
    // The dialog's width follows the window: the chain is laid out again for the new width.
    var timer;
    window.addEventListener('resize', function () {
      clearTimeout(timer);
      timer = setTimeout(function () { drawChain(diagram); }, 50);
    });

    var rows = document.getElementById('flow-node-rows');
    diagram.nodes.forEach(function (node) {
      var row = document.createElement('tr');
      [node.seq, nodeName(node), node.assignee || '—', (COLORS[node.status] || COLORS.pending).label, pick(node.comment, node.commentEn) || '—', node.finishedAt ? localTime(node.finishedAt) : '—'].forEach(function (value) {
        var cell = document.createElement('td');
        cell.textContent = String(value);
        row.appendChild(cell);
      });
      rows.appendChild(row);
    });
    document.getElementById('flow-nodes').hidden = false;
  }

  function show(diagram) {
    document.getElementById('flow-title').textContent = pick(diagram.title, diagram.titleEn);
    var status = document.getElementById('flow-status');
    status.textContent = STATUS[diagram.status] || diagram.status;
    status.setAttribute('data-status', diagram.status);
    document.getElementById('flow-meta').textContent = diagram.processInstanceId + ' · ' + diagram.businessId + ' · ' + diagram.startedBy + ' · ' + localTime(diagram.startedAt);
    draw(diagram);
    document.body.setAttribute('data-state', 'ready');
    document.body.setAttribute('data-process', diagram.processInstanceId);
  }

  if (!/^[A-Za-z0-9_.:-]{1,128}$/.test(id)) {
    fail(TEXTS.badId);
    return;
  }
  var token = stored('token');
  var user = stored('userInfo');
  var headers = { Accept: 'application/json' };
  if (typeof token === 'string') headers.token = token;
  if (user && user.elsAccount) headers.elsAccount = user.elsAccount + '_' + user.elsSubAccount;
  fetch(prefix + '/apis/uflo/diagram/' + encodeURIComponent(id), { headers: headers, credentials: 'same-origin' })
    .then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok || !body || body.code !== '200') throw new Error((body && body.message) || 'HTTP ' + response.status);
        return body.data;
      });
    })
    .then(show)
    .catch(function (error) {
      fail(TEXTS.failed + error.message);
    });
})();
