// A valid one-page PDF of about `bytes` bytes: the size comes from a comment line after the
// header, which readers skip, so the file is as large as an upload may be and still opens.
export function paddedPdf(bytes: number): Buffer {
  const content = 'BT /F1 24 Tf 72 720 Td (Bench upload) Tj ET';
  const objects = [
    '',
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const header = '%PDF-1.4\n';
  const body = objects.slice(1).map((object, index) => `${index + 1} 0 obj\n${object}\nendobj\n`);
  const padding = Math.max(0, bytes - header.length - body.join('').length - 400);
  let out = `${header}%${'x'.repeat(padding)}\n`;
  const offsets: number[] = [];
  body.forEach((text, index) => {
    offsets[index + 1] = out.length;
    out += text;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
