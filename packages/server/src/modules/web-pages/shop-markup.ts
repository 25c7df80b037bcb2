import {
  CHECKOUT_MSG,
  PRIVACY_PATH,
  STARTS_ON_FIRST_USE_ATTRIBUTE,
  STORE_DEMO_WELCOME,
  STORE_INTENT_ATTRIBUTE,
  storeIntentKey,
  TOUR_INTENT_ATTRIBUTE,
  SUPPORTER_MSG,
  TERMS_PATH,
  cutShortDescription,
  initialsOf,
  SHOP_STATE_TEXT,
  formatPrice,
  MSG,
  salesProgressPercent,
  shopStateOf,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { escapeHtml as e } from '../../lib/escape-html.ts';

/** The page's base, shared with the registration pages' markup. */
export const BODY_CSS =
  'body{margin:0;background:#f5f7f6;color:#1c2421;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}';

/**
 * The store's first paint, before any script: the layout of the app's store page (web features/shop) drawn with
 * plain CSS so the app's first render, which replaces it, lands on the same places. Covers the phone and the two
 * wider grids the app has (MUI breakpoints sm 600 px, md 900 px).
 */
const STYLE = `<style>
${BODY_CSS}
.fp-bar{position:sticky;top:0;background:#fff;border-bottom:1px solid rgba(0,0,0,.12)}
.fp-bar-in{display:flex;align-items:center;min-height:56px;max-width:1200px;margin:0 auto;padding:0 16px;box-sizing:border-box}
.fp-logo{display:inline-flex;align-items:center;gap:8px;text-decoration:none;color:#1f7a5a;font-weight:800;font-size:1.25rem;letter-spacing:-.02em}
.fp-col{max-width:1100px;margin:0 auto;padding:16px 12px 32px;box-sizing:border-box}
.fp-demo{display:flex;align-items:center;gap:12px;background:#ed6c02;color:rgba(0,0,0,.87);font-weight:600;border-radius:12px;padding:14px 16px;margin-bottom:16px;font-size:.875rem;line-height:1.43}
.fp-demo svg{flex:none}
.fp-card{background:#fff;border:1px solid #e1e7e4;border-radius:12px}
.fp-head{padding:20px}
.fp-who{display:flex;gap:16px;align-items:center}
.fp-av{flex:none;width:72px;height:72px;border-radius:50%;background:#1f7a5a;color:#fff;font-size:1.5rem;font-weight:700;display:flex;align-items:center;justify-content:center;object-fit:cover}
.fp-who>div{min-width:0}
.fp-h1{margin:0;font-size:1.5rem;font-weight:700;line-height:1.2;overflow-wrap:anywhere}
.fp-group{margin:4px 0 0;color:#5b6762}
.fp-quote{margin:20px 0 0;padding-left:16px;border-left:4px solid #f29b1d;white-space:pre-line;overflow-wrap:anywhere}
.fp-benefits{margin:20px 0 0;font-weight:600;color:#135a41}
.fp-goal{margin-top:16px;font-size:.875rem;line-height:1.43}
.fp-goal-row{display:flex;justify-content:space-between;align-items:baseline;gap:8px;margin-bottom:6px}
.fp-goal-row b{font-weight:600}.fp-goal-row span{color:#5b6762}
.fp-track{height:10px;border-radius:5px;background:rgba(31,122,90,.12);overflow:hidden}
.fp-fill{height:100%;background:#1f7a5a}
.fp-h2{margin:24px 0 16px;font-size:1.5rem;font-weight:700;line-height:1.334}
.fp-grid{display:grid;gap:12px;grid-template-columns:1fr}
.fp-book{display:flex;background:#fff;border:1px solid #e1e7e4;border-radius:16px;overflow:hidden}
.fp-cover{flex:0 0 104px;background:#eef3f1;display:flex;align-items:center;justify-content:center;padding:10px;box-sizing:border-box}
.fp-cover img{width:100%;height:auto;aspect-ratio:2/3;object-fit:cover;border-radius:12px;box-shadow:0 4px 14px rgba(0,0,0,.18)}
.fp-body{padding:12px;display:flex;flex-direction:column;flex-grow:1;min-width:0}
.fp-h3{margin:0;font-size:1.05rem;font-weight:600;line-height:1.3}
.fp-desc{margin:6px 0 0;flex-grow:1;font-size:.875rem;line-height:1.43;color:#5b6762}
.fp-more{align-self:flex-start;margin:4px 0 0 -6px;min-height:36px;padding:4px 5px;font-family:inherit;font-weight:600;font-size:.8125rem;line-height:1.75;color:#1f7a5a;background:none;border:0;cursor:pointer}
.fp-buy{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:8px}
.fp-price{font-weight:700;font-size:1.15rem}
.fp-add{display:inline-flex;align-items:center;min-height:40px;padding:6px 16px;border:0;border-radius:12px;background:#1f7a5a;color:#fff;font-family:inherit;font-weight:600;font-size:.875rem;line-height:1.75;cursor:pointer}
.fp-add[aria-busy=true],.fp-more[aria-busy=true]{cursor:progress}
.fp-add[aria-busy=true] svg{display:none}
.fp-add[aria-busy=true]::before,.fp-more[aria-busy=true]::after{content:"";flex:none;box-sizing:border-box;width:16px;height:16px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:fp-spin .8s linear infinite}
.fp-add[aria-busy=true]::before{margin:0 10px 0 -2px}
.fp-more[aria-busy=true]::after{display:inline-block;vertical-align:-3px;margin-left:8px}
@keyframes fp-spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.fp-add[aria-busy=true]::before,.fp-more[aria-busy=true]::after{animation-duration:3s}}
.fp-add svg{margin:0 8px 0 -4px}
.fp-foot{border-top:1px solid rgba(0,0,0,.12);padding:24px 16px 32px;text-align:center;color:#5b6762;font-size:.875rem;line-height:1.43}
.fp-foot p{margin:6px 0 0}.fp-foot p:first-child{margin:0}.fp-foot a{color:#1f7a5a}.fp-links{display:flex;justify-content:center;gap:16px}
.fp-note{margin-top:16px;padding:14px 16px;border-radius:12px;background:#e5f6fd;color:#014361}
.fp-backdrop{position:fixed;inset:0;z-index:1300;background:rgba(0,0,0,.5)}
.fp-dialog{position:fixed;z-index:1301;left:50%;top:50%;transform:translate(-50%,-50%);box-sizing:border-box;width:calc(100% - 64px);max-width:444px;background:#fff;border-radius:12px;box-shadow:0 11px 15px -7px rgba(0,0,0,.2),0 24px 38px 3px rgba(0,0,0,.14),0 9px 46px 8px rgba(0,0,0,.12)}
.fp-dialog h2{margin:0;padding:16px 24px;font-size:1.25rem;font-weight:600;line-height:1.6}
.fp-dialog p{margin:0;padding:0 24px 20px;color:#5b6762}
.fp-actions{display:flex;justify-content:flex-end;align-items:center;gap:8px;padding:8px}
.fp-text{min-height:36px;padding:6px 8px;border:0;border-radius:12px;background:none;color:#1f7a5a;font-family:inherit;font-weight:600;font-size:.875rem;line-height:1.75;cursor:pointer}
@media (min-width:600px){
.fp-bar-in{min-height:64px;padding:0 24px}
.fp-col{padding:32px 24px}
.fp-foot{padding-left:24px;padding-right:24px}
.fp-head{padding:32px}.fp-who{gap:24px}
.fp-av{width:112px;height:112px;font-size:2.25rem}
.fp-h1{font-size:2.125rem}
.fp-h2{margin-top:32px}
.fp-grid{gap:20px;grid-template-columns:repeat(2,minmax(0,1fr))}
.fp-book{flex-direction:column}
.fp-cover{flex:none;padding:16px}
.fp-cover img{width:auto;height:220px}
.fp-body{padding:16px}
}
@media (min-width:900px){.fp-grid{grid-template-columns:repeat(3,minmax(0,1fr))}.fp-foot{padding-bottom:32px}}
</style>`;

const LOGO = `<svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#1f7a5a"/><path d="M20 18h26v8H29v6h14v8H29v12h-9z" fill="#fff"/><circle cx="47" cy="46" r="6" fill="#ffb547"/></svg>`;

const CART_ICON = `<svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false"><path d="M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25"/></svg>`;
const WARNING_ICON = `<svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false"><path d="M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z"/></svg>`;

function header(shop: RetrieveSellerShopResponse, open: boolean): string {
  const group = [shop.customerName, shop.customerClassOrTeam].filter(Boolean).join(' · ');
  const avatar = shop.sellerPictureUrl
    ? `<img class="fp-av" src="${e(shop.sellerPictureUrl)}" alt="${e(shop.sellerName)}" width="72" height="72">`
    : `<div class="fp-av" aria-hidden="true">${e(initialsOf(shop.sellerName))}</div>`;
  let html = `<section class="fp-card fp-head"><div class="fp-who">${avatar}<div><h1 class="fp-h1">${e(`${CHECKOUT_MSG.fundraiserFor} ${shop.sellerName}`)}</h1>`;
  if (group) html += `<p class="fp-group">${e(group)}</p>`;
  html += '</div></div>';
  if (shop.commentToCustomers) html += `<blockquote class="fp-quote">${e(shop.commentToCustomers)}</blockquote>`;
  if (open) {
    html += `<p class="fp-benefits">${e(`${CHECKOUT_MSG.benefits} ${shop.sellerName}`)}</p>`;
    const percent = salesProgressPercent(shop.totalSales, shop.salesGoal);
    if (percent !== null) {
      const goal = formatPrice(shop.salesGoal, shop.currencyCode);
      const left =
        shop.totalSales > 0
          ? `${formatPrice(shop.totalSales, shop.currencyCode)} of ${goal} raised`
          : CHECKOUT_MSG.beFirstToSupport;
      const right = shop.totalSales > 0 ? `${Math.floor(percent)}%` : `Goal ${goal}`;
      html += `<div class="fp-goal"><div class="fp-goal-row"><b>${e(left)}</b><span>${e(right)}</span></div><div class="fp-track"><div class="fp-fill" style="width:${percent.toFixed(2)}%"></div></div></div>`;
    }
  }
  return `${html}</section>`;
}

// Each button names what it does (STORE_INTENT_ATTRIBUTE): the first tap starts the app, which then does it
// (web lib/store-first-use.ts), so the server's store is usable before any of the app has run.
const intent = (kind: 'add' | 'info', productId: number) =>
  `${STORE_INTENT_ATTRIBUTE}="${storeIntentKey({ kind, productId })}"`;

function books(shop: RetrieveSellerShopResponse): string {
  const cards = shop.webShopProducts.map(
    (product, index) =>
      `<article class="fp-book"><div class="fp-cover"><img src="${e(product.coverImageUrl)}" alt="${e(`Cover of ${product.productName}`)}" width="200" height="300"${index < 2 ? '' : ' loading="lazy"'} decoding="async"></div><div class="fp-body"><h3 class="fp-h3">${e(product.productName)}</h3><p class="fp-desc">${e(cutShortDescription(product.shortProductDescription))}</p><button type="button" class="fp-more" aria-haspopup="dialog" ${intent('info', product.productId)}>More info</button><div class="fp-buy"><span class="fp-price">${e(formatPrice(product.productPrice, shop.currencyCode))}</span><button type="button" class="fp-add" ${intent('add', product.productId)}>${CART_ICON}Add to cart</button></div></div></article>`,
  );
  return `<h2 class="fp-h2">E-books</h2><div class="fp-grid">${cards.join('')}</div>`;
}

/**
 * The store's footer as the app's (components/site-footer.tsx): delivery time and how e-books arrive, support address,
 * terms and privacy.
 */
function footer(supportEmail: string, attributes = ''): string {
  return `<footer class="fp-foot"${attributes}><p>${e(SUPPORTER_MSG.delivery)}</p><p>${e(SUPPORTER_MSG.howEbooksArrive)}</p><p>${e(SUPPORTER_MSG.footerSupport)} <a href="mailto:${e(supportEmail)}">${e(supportEmail)}</a></p><p class="fp-links"><a href="${TERMS_PATH}">${e(SUPPORTER_MSG.footerTerms)}</a><a href="${PRIVACY_PATH}">${e(SUPPORTER_MSG.footerPrivacy)}</a></p></footer>`;
}

/** The demo route's welcome dialog (SPEC §2 Demo store tour), as the app's tour draws it; the page behind is inert. */
function welcomeDialog(): string {
  const tour = (intent: 'start' | 'skip') => `${TOUR_INTENT_ATTRIBUTE}="${intent}"`;
  return `<div class="fp-backdrop" ${tour('skip')}></div><div class="fp-dialog" role="dialog" aria-modal="true" aria-labelledby="demo-welcome-title"><h2 id="demo-welcome-title">${e(STORE_DEMO_WELCOME.title)}</h2><p>${e(STORE_DEMO_WELCOME.text)}</p><div class="fp-actions"><button type="button" class="fp-text" ${tour('skip')}>${e(STORE_DEMO_WELCOME.skip)}</button><button type="button" class="fp-add" ${tour('start')} autofocus>${e(STORE_DEMO_WELCOME.start)}</button></div></div>`;
}

interface StorePage {
  supportEmail: string;
  /** The seller whose open store starts the app at first use (docs/decisions/0016). */
  startsOnFirstUseOf?: number;
  /** A dialog over the page, which makes the page behind it inert. */
  dialog?: string;
}

/** The store pages' column. */
const column = (content: string) => `<div class="fp-col">${content}</div>`;

/** The public top bar: the logo, linking where the app's store page links it; the footer on store pages. */
function page(main: string, homeHref: string, store?: StorePage): string {
  const inert = store?.dialog ? ' inert' : '';
  const html = `${STYLE}<header class="fp-bar"${inert}><div class="fp-bar-in"><a class="fp-logo" href="${e(homeHref)}" aria-label="Fundshop">${LOGO}<span>Fundshop</span></a></div></header><main${inert}>${main}</main>${store ? footer(store.supportEmail, inert) : ''}${store?.dialog ?? ''}`;
  return store?.startsOnFirstUseOf === undefined
    ? html
    : `<div ${STARTS_ON_FIRST_USE_ATTRIBUTE}="${store.startsOnFirstUseOf}">${html}</div>`;
}

/**
 * Every store state of SPEC §2, as the app's store page shows it; `demo` adds the demo store's banner and the
 * tour's welcome dialog. A store open for sale starts the app at first use (see startsOnFirstUse).
 */
export function shopMarkup(
  shop: RetrieveSellerShopResponse,
  options: { demo: boolean; homeHref: string; supportEmail: string },
): string {
  const state = shopStateOf(shop);
  let content =
    options.demo || shop.isDemo
      ? `<div class="fp-demo" role="alert">${WARNING_ICON}${e(CHECKOUT_MSG.demoStoreBanner)}</div>`
      : '';
  if (state === 'open') content += header(shop, true) + books(shop);
  else if (state === 'locked' || state === 'onboarding-not-finished') {
    content += `${header(shop, false)}<div class="fp-note" role="status">${e(SHOP_STATE_TEXT[state])}</div>`;
  } else content += `<div class="fp-note" role="status">${e(SHOP_STATE_TEXT[state])}</div>`;
  const open = startsOnFirstUse(shop);
  return page(column(content), options.homeHref, {
    supportEmail: options.supportEmail,
    startsOnFirstUseOf: open ? shop.sellerId : undefined,
    dialog: open && options.demo ? welcomeDialog() : undefined,
  });
}

/** Whether the page of this store leaves the app to the supporter's first use (docs/decisions/0016). */
export function startsOnFirstUse(shop: RetrieveSellerShopResponse): boolean {
  return shopStateOf(shop) === 'open';
}

/** A public page (top bar, `main`, footer) whose main content has its own layout and style. */
export function publicPageMarkup(main: string, homeHref: string, supportEmail: string): string {
  return page(main, homeHref, { supportEmail });
}

/** A public page that says a link found nothing (SPEC §8's text for the link's kind). */
export function linkNotFoundMarkup(text: string, homeHref: string): string {
  return page(column(`<div class="fp-note" role="status">${e(text)}</div>`), homeHref);
}

/** A link that names no store, or a seller that does not exist. */
export function shopNotFoundMarkup(homeHref: string): string {
  return linkNotFoundMarkup(CHECKOUT_MSG.shopNotFound, homeHref);
}

/** An address the app has no page for, as the app's error page (web app/error-page.tsx) says it. */
export function unknownPageMarkup(): string {
  return `${STYLE}<main class="fp-col" style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center">${LOGO}<h1 class="fp-h1" style="margin-top:32px">${e(MSG.unexpectedError)}</h1><p class="fp-group">The page you are looking for could not be shown.</p><a class="fp-add" href="/" style="margin-top:24px;text-decoration:none">Go to the start page</a></main>`;
}
