// Demo contract sub-app (the Globex tenant's /subapps/contract/): its contracts, each with a button
// that opens the contract's approval document through the portal's approval link map
// (SrmBridge.openAuditDetail: the shell opens the address auditLinks.contract names). No inline
// script: the pages run under script-src 'self'.
(function () {
  'use strict';
  var CONTRACTS = [
    { id: 'CT-2026-0001', text: '华东精密零件 年度框架合同' },
    { id: 'CT-2026-0002', text: '星河电子 模具采购合同' },
  ];
  var table = document.getElementById('records');
  var log = document.getElementById('bridge-log');
  function note(entry) {
    if (!log) return;
    var item = document.createElement('li');
    item.textContent = entry;
    log.appendChild(item);
  }
  if (!table) return;
  CONTRACTS.forEach(function (contract) {
    var row = document.createElement('tr');
    var id = document.createElement('td');
    id.textContent = contract.id;
    var label = document.createElement('td');
    label.textContent = contract.text;
    var actions = document.createElement('td');
    var open = document.createElement('button');
    open.type = 'button';
    open.textContent = '审批单据';
    open.setAttribute('data-testid', 'open-audit-' + contract.id);
    open.addEventListener('click', function () {
      var sent = window.SrmBridge && window.SrmBridge.openAuditDetail('contract', contract.id);
      note(sent ? 'sent openAuditDetail ' + contract.id : 'not in the portal: openAuditDetail not sent');
    });
    actions.appendChild(open);
    row.appendChild(id);
    row.appendChild(label);
    row.appendChild(actions);
    table.appendChild(row);
  });
})();
