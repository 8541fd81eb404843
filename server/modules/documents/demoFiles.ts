// Real, small files of the demo documents, generated deterministically (the same bytes on every
// database): PDFs (the Chinese lines in the Adobe standard font STSong-Light, which PDF viewers
// supply), Office Open XML workbooks and documents (a ZIP of XML parts), CSV and text. One CSV is
// about 5 MB, for the document centre's download progress.
import { deflateRawSync } from 'node:zlib';

// ---- PDF -------------------------------------------------------------------------------------

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
/** UCS-2 big-endian hex (the UniGB-UCS2-H encoding); characters outside the BMP become '?'. */
const ucs2Hex = (text: string) =>
  `<${[...text].map((c) => (c.codePointAt(0)! > 0xffff ? 0x3f : c.codePointAt(0)!).toString(16).padStart(4, '0')).join('')}>`;

/** A one-page A4 PDF: a title and lines of text. */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const text = [title, '', ...lines];
  const content = [
    'BT',
    '50 790 Td',
    ...text.flatMap((line, index) => {
      const size = index === 0 ? 18 : 11;
      const draw = line === '' ? [] : isAscii(line) ? [`/F1 ${size} Tf ${pdfString(line)} Tj`] : [`/F2 ${size} Tf ${ucs2Hex(line)} Tj`];
      return [...draw, `0 -${index === 0 ? 30 : 18} Td`];
    }),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [7 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 8 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Everything above is ASCII (Chinese text is hex), so string offsets are byte offsets.
  return Buffer.from(pdf, 'latin1');
}

// ---- ZIP (Office Open XML) -------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of the entries (deflated), with a fixed date so the bytes never change. */
export function zipArchive(entries: ReadonlyArray<{ name: string; data: Buffer }>): Buffer {
  const DOS_TIME = 0; // 00:00:00
  const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1; // 2026-01-01
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const part = (name: string, xml: string) => ({ name, data: Buffer.from(XML_HEAD + xml, 'utf8') });
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A workbook of one sheet: text cells inline, numbers as numbers. */
export function xlsxWorkbook(sheetName: string, rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer {
  const sheetRows = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((cell, c) => {
            const ref = `${columnName(c)}${r + 1}`;
            return typeof cell === 'number' ? `<c r="${ref}"><v>${cell}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${xmlEscape(cell)}</t></is></c>`;
          })
          .join('')}</row>`,
    )
    .join('');
  return zipArchive([
    part(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    part('_rels/.rels', `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="xl/workbook.xml"/></Relationships>`),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlEscape(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    part('xl/worksheets/sheet1.xml', `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`),
  ]);
}

/** A document of paragraphs. */
export function docxDocument(paragraphs: readonly string[]): Buffer {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`).join('');
  return zipArchive([
    part(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    part('_rels/.rels', `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="word/document.xml"/></Relationships>`),
    part('word/document.xml', `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
  ]);
}

// ---- text ----------------------------------------------------------------------------------

/** UTF-8 CSV with a byte-order mark (so spreadsheet programs read the Chinese text). */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer {
  const cell = (value: string | number) => (typeof value === 'string' && /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : String(value));
  return Buffer.from(`\ufeff${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

export function textFile(lines: readonly string[]): Buffer {
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

const MATERIALS = ['不锈钢螺栓 M8×30', '铝合金外壳 A-200', '锂电池组 12V 20Ah', '瓦楞纸箱 600×400×300', 'PCB 主板 V2.1', '密封圈 Φ25', '伺服电机 750W', '工业润滑油 46#', '铜端子 JST-2.5', '防静电托盘 B-40'];
const SUPPLIERS = ['华东精密零件有限公司', '星河电子科技有限公司', '远航物流有限公司', '青松包装材料有限公司', '演示供应商有限公司'];

/** Yuan with two decimals from fen (integer arithmetic: the same text everywhere). */
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The price history: about 5 MB of purchase lines, 2021–2026 (built as one string: it is the seed's largest file). */
export function priceHistoryCsv(): Buffer {
  const days = Array.from({ length: 2190 }, (_, day) => new Date(Date.UTC(2021, 0, 1) + day * 86_400_000).toISOString().slice(0, 10));
  const lines = ['\ufeff订单日期,采购订单号,物料编码,物料名称,供应商,含税单价（元）,数量,含税金额（元）,税率'];
  for (let n = 0; n < 46_000; n += 1) {
    const day = n % 2190;
    const priceFen = 500 + ((n * 7919) % 99_500);
    const quantity = 10 + ((n * 104_729) % 990);
    lines.push(
      `${days[day]},PO${2021 + Math.floor(day / 365)}${100000 + n},MAT-${String((n * 31) % 10_000).padStart(5, '0')},${MATERIALS[n % MATERIALS.length]},${SUPPLIERS[(n * 3) % SUPPLIERS.length]},${yuan(priceFen)},${quantity},${yuan(priceFen * quantity)},13%`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
