// The business documents of the reference server's seeded approvals, as the demo sub-apps show
// them (server/modules/approvals/seed.ts numbers them; this file follows its numbering, and
// server/demo-apps/documents.test.ts checks every seeded approval against it). A document number
// names its kind, its supplier, its amount and its approval process, so the sub-app's detail page
// ("view document" of an approval) shows the same document the approval is about. Plain script:
// it sets window.SrmDemoDocuments.find(number) → document or null.
(function (root) {
  'use strict';
  // The seed's suppliers, [Chinese, English], in the seed's order.
  var SUPPLIERS = [
    ['华东精密零件有限公司', 'Huadong Precision Parts Co., Ltd.'],
    ['星河电子科技有限公司', 'Xinghe Electronics Co., Ltd.'],
    ['远航物流有限公司', 'Yuanhang Logistics Co., Ltd.'],
    ['青松包装材料有限公司', 'Qingsong Packaging Co., Ltd.'],
    ['演示供应商有限公司', 'Demo Supplier Co., Ltd.'],
  ];
  var BUYER = ['演示采购有限公司', 'Demo Purchasing Co., Ltd.'];
  // The seed's approval kinds by their position (n % 9), each with its document kind and numbering.
  var KINDS = [
    { kind: 'order', pattern: /^PO2026(\d{6})$/, n: function (v) { return (v - 700000) / 37; } },
    { kind: 'inquiry', pattern: /^RFQ-2026-(3\d{3})$/, n: function (v) { return v - 3000; } },
    { kind: 'inquiryResult', pattern: /^RFQ-2026-(4\d{3})$/, n: function (v) { return v - 4000; } },
    { kind: 'materialSource', pattern: /^MS2026(\d{4})$/, n: function (v) { return v - 1000; } },
    { kind: 'supplierMaster', pattern: /^SUP-(\d{5})$/, n: function (v) { return v - 80000; } },
    { kind: 'supplierChange', pattern: /^SDM2026(\d{4})$/, n: function (v) { return v - 500; } },
    { kind: 'inspection', pattern: /^IT2026(\d{4})$/, n: function (v) { return v - 200; } },
    { kind: 'admission', pattern: /^ADM-(\d{4})$/, n: function (v) { return v - 100; } },
    { kind: 'sample', pattern: /^SA2026(\d{4})$/, n: function (v) { return v - 300; } },
  ];
  /** The seed's buyer processes (李采购's submissions): n from 0 to 53. */
  var BUYER_PROCESSES = 54;
  /** The quality department's admissions and samples: q from 0 to 17, numbered 60 + q. */
  var QUALITY_PROCESSES = 18;
  /** The supplier's quotations: QT-(3100 + n), n from 0 to 13. */
  var QUOTATIONS = 14;

  function pad(value, width) {
    var text = String(value);
    while (text.length < width) text = '0' + text;
    return text;
  }
  function hoursAgo(hours) {
    var date = new Date(Date.now() - hours * 3600000);
    return date.getFullYear() + '-' + pad(date.getMonth() + 1, 2) + '-' + pad(date.getDate(), 2);
  }

  function find(number) {
    if (typeof number !== 'string' || number.length > 40) return null;
    var quote = /^QT-(\d{4})$/.exec(number);
    if (quote) {
      var s = Number(quote[1]) - 3100;
      if (s < 0 || s >= QUOTATIONS) return null;
      return {
        id: number,
        kind: 'quotation',
        supplier: SUPPLIERS[4],
        customer: BUYER,
        inquiry: 'RFQ-2026-' + pad(2000 + s, 4),
        amount: 36800 + ((s * 5227) % 120000),
        date: hoursAgo(s * 11 + 2),
        flow: 'AP-300100-' + pad(s + 1, 4),
      };
    }
    for (var index = 0; index < KINDS.length; index += 1) {
      var kind = KINDS[index];
      var match = kind.pattern.exec(number);
      if (!match) continue;
      var n = kind.n(Number(match[1]));
      // The buyer's processes: kind index n % 9, numbered by n.
      if (Number.isInteger(n) && n >= 0 && n < BUYER_PROCESSES && n % KINDS.length === index) {
        return document(number, kind.kind, n % SUPPLIERS.length, 'AP-307000-' + pad(n + 1, 4), n, n * 9 + 3);
      }
      // The quality department's: admissions (q even) and samples (q odd), numbered 60 + q.
      var q = n - 60;
      if ((kind.kind === 'admission' || kind.kind === 'sample') && Number.isInteger(q) && q >= 0 && q < QUALITY_PROCESSES && q % 2 === (kind.kind === 'admission' ? 0 : 1)) {
        return document(number, kind.kind, (q + 2) % SUPPLIERS.length, 'AP-307000-Q' + pad(q + 1, 3), q, q * 13 + 5);
      }
      return null;
    }
    return null;
  }

  function document(number, kind, supplier, flow, n, hours) {
    var found = { id: number, kind: kind, supplier: SUPPLIERS[supplier], customer: BUYER, date: hoursAgo(hours), flow: flow };
    // The order's amount is the one its approval's title names.
    if (kind === 'order') found.amount = 12800 + ((n * 7919) % 480000);
    if (kind === 'inquiry' || kind === 'inquiryResult') found.quoteEnd = hoursAgo(hours - 24 * 7);
    return found;
  }

  root.SrmDemoDocuments = { find: find };
})(typeof window !== 'undefined' ? window : globalThis);
