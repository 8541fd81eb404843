// The English of the demo inquiries' descriptions (seed.ts writes them in Chinese, as the platform
// does). The server sends it next to the Chinese (`enquiryDescEn`) so English mode shows English; a
// description no rule knows (a real one) has none and the shell shows the Chinese.

const MATERIAL_ENGLISH: Readonly<Record<string, string>> = {
  不锈钢螺栓: 'Stainless steel bolts',
  铝合金外壳: 'Aluminium housings',
  锂电池组: 'Lithium battery packs',
  瓦楞纸箱: 'Corrugated boxes',
  'PCB 主板': 'PCB main boards',
  密封圈: 'Seal rings',
  伺服电机: 'Servo motors',
  工业润滑油: 'Industrial lubricant',
  铜端子: 'Copper terminals',
  防静电托盘: 'Antistatic trays',
};

const DESCRIPTION = /^(.+?)(年度|季度)询价（(\d+) 个物料）$/;

/** "不锈钢螺栓年度询价（1 个物料）" → "Stainless steel bolts, annual RFQ (1 item)"; undefined when unknown. */
export function enquiryDescEnglish(zh: string): string | undefined {
  const match = DESCRIPTION.exec(zh);
  const material = match ? MATERIAL_ENGLISH[match[1]!] : undefined;
  if (!match || !material) return undefined;
  const count = Number(match[3]);
  return `${material}, ${match[2] === '年度' ? 'annual' : 'quarterly'} RFQ (${count} ${count === 1 ? 'item' : 'items'})`;
}
