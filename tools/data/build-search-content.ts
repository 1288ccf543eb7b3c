/**
 * Writes the demo content of the news, publications and agency searches: the documents under
 * site/content/{news,publications,agencies}, a page per news article under
 * site/content/pages/news, and the publications' PDF files under site/public (written with
 * pdf-lib, then measured: the size in each publication document is the file's own).
 *
 *   npx tsx tools/data/build-search-content.ts
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PageDocument } from '../../schemas/generated/page';
import type { NewsArticleDocument } from '../../schemas/generated/search/news-article';
import { agencies } from './search-content/agencies';
import { newsArticles, NEWS_PATH, type Translated } from './search-content/news';
import { publications, PUBLICATIONS_FOLDER } from './search-content/publications';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CONTENT = join(ROOT, 'site/content');
/** The newsroom's last article; the others go back two years, one every eleven days. */
const LATEST_NEWS = '2026-11-16';
const NEWS_COUNT = 66;
const NEWS_SPACING_DAYS = 11;
/** Fixed dates in the PDFs, so building twice writes the same bytes. */
const PDF_DATE = new Date('2026-01-01T00:00:00Z');
const NEWS_LABEL: Translated = { fr: 'Actualités', en: 'News', es: 'Noticias', it: 'Notizie' };
const HOME: Record<keyof Translated, { label: string; href: string }> = {
  fr: { label: 'Accueil', href: '/' },
  en: { label: 'Home', href: '/en' },
  es: { label: 'Inicio', href: '/es' },
  it: { label: 'Home', href: '/it' },
};

function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

function freshFolder(path: string): string {
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true });
  return path;
}

/** The article's own page: its title, image and text, with a way back to the news search. */
function articlePage(article: NewsArticleDocument): PageDocument {
  const back = { label: NEWS_LABEL[article.locale], href: NEWS_PATH[article.locale] };
  const home = { label: HOME[article.locale].label, href: HOME[article.locale].href };
  return {
    id: `news-${article.id}`,
    locale: article.locale,
    path: article.link,
    layout: 'edito_centered',
    title: article.title,
    metatags: { description: article.body.slice(0, 150) },
    breadcrumbs: [home, back],
    blocks: [{ type: 'paragraph', text: `<p>${escapeHtml(article.body)}</p>` }],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A PDF of `pages` pages: the title and introduction, then a table of plausible rows. */
async function writePdf(path: string, title: string, intro: string, pages: number): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Quai');
  pdf.setCreationDate(PDF_DATE);
  pdf.setModificationDate(PDF_DATE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(title, { x: 50, y: 790, size: 16, font: bold, color: rgb(0.1, 0.1, 0.3) });
    if (number === 1) page.drawText(intro.slice(0, 90), { x: 50, y: 765, size: 10, font });
    for (let row = 0; row < 42; row += 1) {
      const minutes = (number * 42 + row) * 7;
      const time = `${String(5 + (Math.floor(minutes / 60) % 19)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      page.drawText(
        `${time}   Train ${String(800000 + number * 100 + row)}   quai ${1 + (row % 9)}   voie ${String.fromCharCode(65 + (row % 6))}`,
        { x: 50, y: 730 - row * 16, size: 10, font },
      );
    }
    page.drawText(`${number} / ${pages}`, { x: 520, y: 30, size: 9, font });
  }
  writeFileSync(path, await pdf.save({ useObjectStreams: false }));
}

const news = newsArticles(NEWS_COUNT, LATEST_NEWS, NEWS_SPACING_DAYS);
const newsFolder = freshFolder(join(CONTENT, 'news'));
const newsPages = freshFolder(join(CONTENT, 'pages/news'));
for (const article of news) {
  writeJson(join(newsFolder, `${article.id}.${article.locale}.json`), article);
  writeJson(join(newsPages, `${article.id}.${article.locale}.json`), articlePage(article));
}

const pdfFolder = freshFolder(join(ROOT, 'site/public', PUBLICATIONS_FOLDER));
const sizes = new Map<string, number>();
const { files } = publications(() => 0);
for (const file of files) {
  const path = join(pdfFolder, file.filename);
  await writePdf(path, file.title, file.intro, file.pages);
  sizes.set(file.filename, statSync(path).size);
}
const publicationFolder = freshFolder(join(CONTENT, 'publications'));
for (const document of publications((filename) => sizes.get(filename)!).documents)
  writeJson(join(publicationFolder, `${document.id}.${document.locale}.json`), document);

const agencyFolder = freshFolder(join(CONTENT, 'agencies'));
for (const agency of agencies()) writeJson(join(agencyFolder, `${agency.id}.${agency.locale}.json`), agency);

console.log(`${news.length} news documents, ${files.length} publications with their PDFs, ${agencies().length} agency documents written.`);
