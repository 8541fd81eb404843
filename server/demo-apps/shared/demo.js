// Demo sub-app page: shows its name, its own URL (query and hash route) and how many times this
// page was loaded in this browser tab. The counter proves whether the shell kept the iframe alive
// (a tab switch must not reload it). No inline script: the pages run under script-src 'self'.
(function () {
  'use strict';
  var body = document.body;
  var app = body.getAttribute('data-app') || 'unknown';
  var title = body.getAttribute('data-title') || app;
  var storageKey = 'srm-demo-app:' + app + ':loads';

  var loads = 1;
  try {
    loads = Number(window.sessionStorage.getItem(storageKey) || '0') + 1;
    window.sessionStorage.setItem(storageKey, String(loads));
  } catch (error) {
    // Storage may be blocked (privacy mode); the page still shows everything else.
  }

  function text(id, value) {
    var element = document.getElementById(id);
    if (element) element.textContent = value;
  }

  function renderQuery() {
    var list = document.getElementById('app-query-list');
    var params = new URLSearchParams(window.location.search);
    list.textContent = '';
    params.forEach(function (value, key) {
      var item = document.createElement('li');
      item.textContent = key + ' = ' + value;
      list.appendChild(item);
    });
    text('app-query', window.location.search || '(none)');
    text('app-hash', window.location.hash || '(none)');
    text('app-url', window.location.href);
  }

  document.title = title;
  text('app-name', title);
  text('app-code', app);
  text('load-count', String(loads));
  renderQuery();
  window.addEventListener('hashchange', renderQuery);
})();
