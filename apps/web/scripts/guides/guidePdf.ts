/**
 * Lays a guide out as a tagged, accessible PDF with PDFKit (a pure-JavaScript library, so the
 * build needs no browser): the text is real text in an embedded font, every heading, paragraph
 * and list item is a structure element a screen reader can move through, and the running footer
 * (emergency numbers, review date, sources, page number) is marked as a page artifact, so a
 * screen reader reads it once rather than on every page.
 *
 * Made to print in black and white: black body text, the site's purple only on headings and
 * rules (it prints as a dark grey), nothing that needs colour to be understood.
 */
import { createRequire } from 'node:module';
import { author, site } from '@wh/content';
import { light } from '@wh/ui';
import PDFDocument from 'pdfkit';
import type { GuideBlock, GuideDocument } from './guideContent';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (free licence: Bitstream Vera and Arev, see the font package's LICENSE): a plain
 * sans serif close to the site's system font, with every character the content uses (’, °, é,
 * ₦, –). PDFKit embeds only the characters a guide uses.
 */
const fonts = {
  body: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const colour = { text: '#000000', muted: '#333333', accent: light.color.primary, rule: '#777777' };

const page = { margin: 56, footer: 64 } as const;
const size = { title: 24, h2: 16, h3: 12.5, body: 10.5, small: 8 } as const;
const lineGap = 2.5;

/** "2026-11-24" -> "24 November 2026", as the site's pages write dates. */
export function guideDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/** The two numbers of the footer: the country's first two contacts that are numbers to call. */
export function footerNumbers(guide: GuideDocument): string {
  const callable = guide.emergency.filter((contact) => /\d/.test(contact.number) && !/^text /i.test(contact.number)).slice(0, 2);
  // "NHS 111" already says its number.
  return callable.map((contact) => (contact.service.includes(contact.number) ? contact.service : `${contact.service} ${contact.number}`)).join('  ·  ');
}

/**
 * One guide as a PDF file.
 *
 * @example
 * const bytes = await guidePdf(await guideContent('eating-well-in-pregnancy', 'uk'), 'https://example.org');
 */
export function guidePdf(guide: GuideDocument, origin: string): Promise<Buffer> {
  const host = new URL(origin).host;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: page.margin, left: page.margin, right: page.margin, bottom: page.margin + page.footer },
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    bufferPages: true,
    // The same bytes for the same words: no date of making, so a rebuild changes nothing.
    info: {
      Title: `${guide.title} (${site.name})`,
      Author: author.name,
      Subject: guide.description,
      Creator: site.name,
      CreationDate: new Date(`${guide.review.lastReviewed}T00:00:00Z`),
    },
  });
  doc.registerFont('body', fonts.body);
  doc.registerFont('bold', fonts.bold);
  doc.font('body').fontSize(size.body).fillColor(colour.text);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - page.margin * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const root = doc.struct('Document');
  doc.addStructure(root);

  /** Starts a new page unless `height` points still fit on this one. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const textHeight = (text: string, font: 'body' | 'bold', fontSize: number, indent = 0) =>
    doc.font(font).fontSize(fontSize).heightOfString(text, { width: width - indent, lineGap });

  const paragraph = (
    parent: PDFKit.PDFStructureElement,
    text: string,
    { font = 'body', fontSize = size.body as number, fill = colour.text }: { font?: 'body' | 'bold'; fontSize?: number; fill?: string } = {},
  ) => {
    parent.add(
      doc.struct('P', {}, () => {
        doc.font(font).fontSize(fontSize).fillColor(fill).text(text, page.margin, doc.y, { width, lineGap });
      }),
    );
    doc.moveDown(0.45);
  };

  const heading = (parent: PDFKit.PDFStructureElement, level: 1 | 2 | 3, text: string) => {
    const fontSize = level === 1 ? size.title : level === 2 ? size.h2 : size.h3;
    // A heading is never left alone at the foot of a page: it keeps a few lines of its text.
    keep(textHeight(text, 'bold', fontSize) + size.body * 4);
    if (level === 2 && doc.y > page.margin + 1) doc.moveDown(0.6);
    parent.add(
      doc.struct(`H${level}`, {}, () => {
        doc.font('bold').fontSize(fontSize).fillColor(level === 3 ? colour.text : colour.accent).text(text, page.margin, doc.y, { width, lineGap });
      }),
    );
    if (level === 2) {
      doc.markContent('Artifact', { type: 'Layout' });
      doc.moveTo(page.margin, doc.y + 2).lineTo(page.margin + width, doc.y + 2).lineWidth(1).strokeColor(colour.accent).stroke();
      doc.endMarkedContent();
      doc.moveDown(0.5);
    } else doc.moveDown(0.25);
  };

  const list = (parent: PDFKit.PDFStructureElement, items: readonly string[], checklist = false) => {
    const indent = checklist ? 22 : 14;
    const l = doc.struct('L');
    parent.add(l);
    for (const item of items) {
      keep(Math.min(textHeight(item, 'body', size.body, indent), size.body * 3));
      const li = doc.struct('LI');
      l.add(li);
      const top = doc.y;
      li.add(
        doc.struct('Lbl', {}, () => {
          doc.font('body').fontSize(size.body).fillColor(colour.text);
          if (checklist) {
            doc.rect(page.margin + 1, top + 1.5, 10, 10).lineWidth(0.9).strokeColor(colour.text).stroke();
          } else {
            doc.circle(page.margin + 4, top + size.body * 0.55, 1.8).fill(colour.text);
          }
        }),
      );
      li.add(
        doc.struct('LBody', {}, () => {
          doc.font('body').fontSize(size.body).fillColor(colour.text).text(item, page.margin + indent, top, { width: width - indent, lineGap });
        }),
      );
      li.end();
      doc.moveDown(0.3);
    }
    l.end();
    doc.moveDown(0.2);
  };

  /** A care card: a ruled box with the urgency, what to do, and the signs; kept on one page. */
  const care = (parent: PDFKit.PDFStructureElement, block: Extract<GuideBlock, { kind: 'care' }>) => {
    const inset = 10;
    const inner = width - inset * 2;
    const measure = () =>
      doc.font('bold').fontSize(size.body).heightOfString(block.heading, { width: inner, lineGap }) +
      doc.font('bold').heightOfString(block.action, { width: inner, lineGap }) +
      block.signs.reduce((sum, sign) => sum + doc.font('body').heightOfString(sign, { width: inner - 14, lineGap }) + 3, 0) +
      inset * 2 + 12;
    const height = measure();
    keep(height);
    const top = doc.y;
    const section = doc.struct('Div');
    parent.add(section);
    section.add(
      doc.struct('H4', {}, () => {
        doc.font('bold').fontSize(size.body).fillColor(colour.text).text(block.heading.toUpperCase(), page.margin + inset, top + inset, { width: inner, lineGap, characterSpacing: 0.3 });
      }),
    );
    section.add(
      doc.struct('P', {}, () => {
        doc.font('bold').fontSize(size.body).text(block.action, page.margin + inset, doc.y + 3, { width: inner, lineGap });
      }),
    );
    doc.moveDown(0.3);
    const l = doc.struct('L');
    section.add(l);
    for (const sign of block.signs) {
      const li = doc.struct('LI');
      l.add(li);
      const y = doc.y;
      li.add(doc.struct('Lbl', {}, () => doc.circle(page.margin + inset + 4, y + size.body * 0.55, 1.8).fill(colour.text)));
      li.add(doc.struct('LBody', {}, () => doc.font('body').fontSize(size.body).fillColor(colour.text).text(sign, page.margin + inset + 14, y, { width: inner - 14, lineGap })));
      li.end();
      doc.moveDown(0.15);
    }
    l.end();
    section.end();
    const end = doc.y + inset - 4;
    doc.markContent('Artifact', { type: 'Layout' });
    // A thick bar on the left and a thin box: the card's edge, which prints in black and white.
    doc.rect(page.margin, top, width, end - top).lineWidth(0.8).strokeColor(colour.rule).stroke();
    doc.rect(page.margin, top, 4, end - top).fill(colour.text);
    doc.endMarkedContent();
    doc.y = end + 10;
    doc.x = page.margin;
  };

  /** A blank chart: a row per day of a cycle, for each month a column for the date and one for marks. */
  const cycleChart = (parent: PDFKit.PDFStructureElement, months: number) => {
    const days = 35;
    const row = 16.5;
    const dayColumn = 34;
    const monthWidth = (width - dayColumn) / months;
    doc.addPage();
    const top = doc.y;
    parent.add(
      doc.struct(
        'Figure',
        { alt: `A blank chart to fill in by hand: ${days} days down the side, and for each of ${months} months a column for the date and one for your marks.` },
        () => {
          doc.font('bold').fontSize(size.small + 1).fillColor(colour.text);
          doc.text('Day', page.margin, top + 4, { width: dayColumn, align: 'center', lineBreak: false });
          for (let m = 0; m < months; m++) {
            const x = page.margin + dayColumn + m * monthWidth;
            doc.text(`Month ${m + 1}`, x, top + 2, { width: monthWidth, align: 'center', lineBreak: false });
            doc.font('body').text('Date', x, top + 2 + row, { width: monthWidth * 0.35, align: 'center', lineBreak: false });
            doc.text('Marks', x + monthWidth * 0.35, top + 2 + row, { width: monthWidth * 0.65, align: 'center', lineBreak: false });
            doc.font('bold');
          }
          doc.font('body');
          for (let d = 1; d <= days; d++) {
            doc.text(String(d), page.margin, top + 4 + (d + 1) * row, { width: dayColumn, align: 'center', lineBreak: false });
          }
          doc.lineWidth(0.6).strokeColor(colour.text);
          for (let r = 0; r <= days + 2; r++) {
            if (r === 1) continue;
            doc.moveTo(page.margin, top + r * row).lineTo(page.margin + width, top + r * row).stroke();
          }
          doc.moveTo(page.margin, top).lineTo(page.margin, top + (days + 2) * row).stroke();
          doc.moveTo(page.margin + dayColumn, top).lineTo(page.margin + dayColumn, top + (days + 2) * row).stroke();
          for (let m = 0; m < months; m++) {
            const x = page.margin + dayColumn + m * monthWidth;
            doc.moveTo(x + monthWidth, top).lineTo(x + monthWidth, top + (days + 2) * row).stroke();
            doc.lineWidth(0.3).moveTo(x + monthWidth * 0.35, top + row).lineTo(x + monthWidth * 0.35, top + (days + 2) * row).stroke().lineWidth(0.6);
            doc.moveTo(x, top + row).lineTo(x + monthWidth, top + row).lineWidth(0.3).stroke().lineWidth(0.6);
          }
        },
      ),
    );
    doc.y = top + (days + 2) * row + 12;
    doc.x = page.margin;
  };

  // The cover: the site, the guide's title, what it covers, where it comes from, who to call.
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(0, 0, doc.page.width, 8).fill(colour.accent);
  doc.endMarkedContent();
  paragraph(root, site.name, { font: 'bold', fontSize: size.h3, fill: colour.accent });
  heading(root, 1, guide.title);
  paragraph(root, guide.description, { fontSize: size.h3 });
  paragraph(root, `Made from these pages of ${host}, where you can read them online: ${guide.pages.map((path) => `${host}${path}`).join(', ')}. Reviewed ${guideDate(guide.review.lastReviewed)}; next review due ${guideDate(guide.review.nextReviewDue)}.`, { fill: colour.muted });

  const emergency = doc.struct('Sect');
  root.add(emergency);
  heading(emergency, 2, 'Numbers to call');
  list(emergency, guide.emergency.map((contact) => `${contact.service}: ${contact.number}. ${contact.description}`));
  emergency.end();

  const body = doc.struct('Sect');
  root.add(body);
  for (const block of guide.blocks) {
    switch (block.kind) {
      case 'heading':
        if (block.level === 2 && doc.y > page.margin + 200) doc.addPage();
        heading(body, block.level, block.text);
        break;
      case 'paragraph':
        paragraph(body, block.text);
        break;
      case 'list':
        list(body, block.items, block.checklist);
        break;
      case 'care':
        care(body, block);
        break;
      case 'cycleChart':
        cycleChart(body, block.months);
        break;
    }
  }
  body.end();

  const sources = doc.struct('Sect');
  root.add(sources);
  heading(sources, 2, 'Sources');
  paragraph(sources, `This guide is general information, not a diagnosis. ${site.name} bases its advice on these official sources:`);
  list(sources, guide.sources.map((source) => `${source.publisher}: ${source.title}. ${source.url}`));
  sources.end();
  root.end();

  // The running footer of every page, drawn once the page count is known.
  const range = doc.bufferedPageRange();
  const numbers = footerNumbers(guide);
  const reviewLine = `Reviewed ${guideDate(guide.review.lastReviewed)} · next review due ${guideDate(guide.review.nextReviewDue)} · sources listed at the end`;
  const footerText = (text: string, y: number, font: 'body' | 'bold', options: PDFKit.Mixins.TextOptions = {}) =>
    doc.font(font).fontSize(size.small).fillColor(font === 'bold' ? colour.text : colour.muted).text(text, page.margin, y, { width, lineBreak: false, ...options });
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - page.margin - page.footer + 18;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.moveTo(page.margin, y).lineTo(page.margin + width, y).lineWidth(0.6).strokeColor(colour.rule).stroke();
    footerText(`In an emergency: ${numbers}`, y + 7, 'bold');
    footerText(reviewLine, y + 19, 'body');
    footerText(`${guide.title} · ${site.name} · ${host}`, y + 31, 'body');
    footerText(`Page ${i + 1} of ${range.count}`, y + 31, 'bold', { align: 'right' });
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
