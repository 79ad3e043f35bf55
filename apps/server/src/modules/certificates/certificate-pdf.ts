/**
 * The certificate as a one-page A4 landscape PDF, drawn with pdf-lib in DejaVu Sans (shipped in
 * apps/server/assets/fonts with its licence): an embedded font renders any display name the
 * profile accepts, where the standard PDF fonts only cover WinAnsi (no Ł, no Greek, no Cyrillic).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Certificate } from '@app/shared/certificates.schemas';

/** From src/modules/certificates (tsx, tests) or from dist (the bundled server). */
const FONT_DIRS = ['../../../assets/fonts/', '../assets/fonts/'].map((rel) =>
  fileURLToPath(new URL(rel, import.meta.url)),
);

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function loadFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fonts ??= (async () => {
    const dir = FONT_DIRS.find((d) => existsSync(`${d}DejaVuSans.ttf`));
    if (!dir) throw new Error(`certificate fonts not found in ${FONT_DIRS.join(' or ')}`);
    const [regular, bold] = await Promise.all([
      readFile(`${dir}DejaVuSans.ttf`),
      readFile(`${dir}DejaVuSans-Bold.ttf`),
    ]);
    return { regular, bold };
  })();
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

function formatCertificateDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.38, 0.41, 0.48);
const ACCENT = rgb(0.31, 0.27, 0.9);

/** Draws the text centred at height y, shrunk until it fits the width. */
function centred(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
  maxWidth = page.getWidth() - 160,
): void {
  let s = size;
  while (s > 8 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 1;
  const width = font.widthOfTextAtSize(text, s);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: s, font, color });
}

export async function renderCertificatePdf(
  cert: Certificate,
  verifyUrl: string,
): Promise<Uint8Array> {
  const { regular, bold } = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const body = await doc.embedFont(regular, { subset: true });
  const heavy = await doc.embedFont(bold, { subset: true });
  doc.setTitle(`Certificate: ${cert.courseTitle} - ${cert.holderName}`);
  doc.setAuthor('CodeConquer');
  doc.setSubject(`Certificate of completion, verification code ${cert.verificationCode}`);
  doc.setCreator('CodeConquer');
  doc.setProducer('CodeConquer (pdf-lib)');
  doc.setCreationDate(new Date(cert.issuedAt));

  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: rgb(0.8, 0.8, 0.9),
    borderWidth: 1,
  });

  centred(page, 'CodeConquer', height - 100, heavy, 20, ACCENT);
  centred(page, 'Certificate of Completion', height - 150, heavy, 34);
  centred(page, 'This certifies that', height - 200, body, 14, MUTED);
  centred(page, cert.holderName, height - 250, heavy, 36);
  centred(page, 'has completed the course', height - 292, body, 14, MUTED);
  centred(page, cert.courseTitle, height - 335, heavy, 26);
  const levels = `${cert.levels} ${cert.levels === 1 ? 'level' : 'levels'} passed`;
  centred(
    page,
    `${levels}  ·  Completed on ${formatCertificateDate(cert.completedAt)}`,
    height - 375,
    body,
    14,
  );

  centred(page, `Verification code: ${cert.verificationCode}`, 110, heavy, 12);
  centred(page, `Verify at ${verifyUrl}`, 88, body, 10, MUTED);
  page.drawLine({
    start: { x: 120, y: 140 },
    end: { x: width - 120, y: 140 },
    thickness: 0.5,
    color: rgb(0.8, 0.8, 0.9),
  });
  return doc.save();
}
