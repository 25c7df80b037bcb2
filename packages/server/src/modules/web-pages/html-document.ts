import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APP_FILE_ATTRIBUTE,
  APP_FILES_TEMPLATE_ID,
  APP_START_ATTRIBUTE,
  EARLY_USE_SCRIPT,
  documentTitle,
  INITIAL_DATA_ELEMENT_ID,
  type AppStart,
  type Language,
  type RenderedPage,
} from '@fundshop/core';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * JSON inside a `<script type="application/json">`: `<` is written as its escape so no value can close the
 * element (`</script>`) or open a comment; JSON.parse reads the escapes back unchanged.
 */
export function jsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface LinkPreview {
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a JPEG or PNG (chat apps show no SVG). */
  image: string;
  imageAlt: string;
}

export interface DocumentParts {
  /** The screen's name; the product name is added. */
  title: string;
  /**
   * The page's language, its `<html lang>` (English unless given): the rendered markup is in it, and the app in the
   * browser starts in it (docs/decisions/0044).
   */
  language?: Language;
  description?: string;
  preview?: LinkPreview;
  /**
   * The page as the app's components render it (docs/decisions/0029), and how the app takes it over. On a page that
   * waits for its first use or runs no app (docs/decisions/0016, 0017), the app's `modulepreload` links leave the
   * head, where they would compete with the page's first paint, for a `<template>` the page moves into the head
   * once the browser is idle. Without it, the app renders the page itself.
   */
  rendered?: { page: RenderedPage; start: AppStart };
  /** JSON for the app's first render: the data the page was rendered from. */
  initialDataJson?: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;
/** The build's preload links of the app itself (not those of the entry, which every page runs at once). */
const APP_PRELOAD = new RegExp(`\\s*<link rel="modulepreload"[^>]*\\s${APP_FILE_ATTRIBUTE}[^>]*>`, 'g');
const ROOT_MARK = '<div id="root"></div>';

/** The built index.html with a slot for the head's title and meta tags and one for the page's first markup. */
export class HtmlTemplate {
  private readonly preloads: string;
  private readonly beforeRootWithoutPreloads: string;
  private readonly beforeTitle: string;
  private readonly beforeRoot: string;
  private readonly afterRoot: string;

  private constructor(beforeTitle: string, beforeRoot: string, afterRoot: string) {
    this.beforeTitle = beforeTitle;
    this.beforeRoot = beforeRoot;
    this.afterRoot = afterRoot;
    this.preloads = (beforeRoot.match(APP_PRELOAD) ?? []).map((link) => link.trim()).join('');
    this.beforeRootWithoutPreloads = beforeRoot.replace(APP_PRELOAD, '');
  }

  static fromFile(webDistDir: string): HtmlTemplate {
    return HtmlTemplate.fromString(readFileSync(path.join(webDistDir, 'index.html'), 'utf8'));
  }

  /** The head's tags replace its `<title>` (or go before `</head>`); the page's markup fills the empty root. */
  static fromString(html: string): HtmlTemplate {
    const title = TITLE.exec(html);
    const headStart = title ? title.index : html.indexOf('</head>');
    const headEnd = title ? title.index + title[0].length : headStart;
    const root = html.indexOf(ROOT_MARK);
    if (headStart < 0 || root < headEnd) {
      throw new Error(`The web build's index.html must have a head and, after it, ${ROOT_MARK}`);
    }
    return new HtmlTemplate(html.slice(0, headStart), html.slice(headEnd, root), html.slice(root + ROOT_MARK.length));
  }

  render(parts: DocumentParts): string {
    const title = documentTitle(parts.title);
    const head = [`<title>${escapeHtml(title)}</title>`];
    if (parts.description) head.push(meta('name', 'description', parts.description));
    const preview = parts.preview;
    if (preview) {
      head.push(
        `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
        meta('property', 'og:type', 'website'),
        meta('property', 'og:site_name', 'Fundshop'),
        meta('property', 'og:title', parts.title),
        meta('property', 'og:url', preview.url),
        meta('property', 'og:image', preview.image),
        meta('property', 'og:image:alt', preview.imageAlt),
        meta('name', 'twitter:card', 'summary_large_image'),
        meta('name', 'twitter:title', parts.title),
      );
      if (parts.description) {
        head.push(
          meta('property', 'og:description', parts.description),
          meta('name', 'twitter:description', parts.description),
        );
      }
    }
    const data =
      parts.initialDataJson === undefined
        ? ''
        : `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(parts.initialDataJson)}</script>`;
    const rendered = parts.rendered;
    if (rendered) head.push(rendered.page.styles);
    const deferred = rendered !== undefined && rendered.start !== 'now';
    const appFiles = deferred ? `<template id="${APP_FILES_TEMPLATE_ID}">${this.preloads}</template>` : '';
    // A page the app takes over keeps the presses made before the app's entry runs (core EARLY_USE_SCRIPT).
    const early = rendered && rendered.start !== 'frame-host' ? `<script>${EARLY_USE_SCRIPT}</script>` : '';
    const root = rendered
      ? `${early}<div id="root" ${APP_START_ATTRIBUTE}="${rendered.start}">${rendered.page.html}</div>`
      : '<div id="root"></div>';
    const beforeTitle = this.beforeTitle.replace(HTML_LANG, `<html lang="${parts.language ?? 'en'}"`);
    return `${beforeTitle}${head.join('\n    ')}${deferred ? this.beforeRootWithoutPreloads : this.beforeRoot}${root}${data}${appFiles}${this.afterRoot}`;
  }
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}
