import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  currencySymbolForCountry,
  CURRENCY_ATTRIBUTE,
  DEFAULT_GOAL,
  FIELD_MAX,
  INITIAL_FRAME_HEIGHT,
  REGISTRATION_FIELDS,
  REGISTRATION_FORM_ATTRIBUTE,
  REGISTRATION_FORM_PATH,
  REGISTRATION_FORM_TEXT,
  REGISTRATION_HOST_ATTRIBUTE,
  termsLabelParts,
  type RegistrationFieldText,
  type RegistrationFormStart,
} from '@fundshop/core';
import { escapeHtml as e } from '../../lib/escape-html.ts';
import { BODY_CSS, publicPageMarkup } from './shop-markup.ts';

/**
 * Group registration before any script (docs/decisions/0017): the host page with its frame, and the form the frame
 * shows, drawn as the app's form kit draws it (MUI's outlined text fields, native select, checkbox, contained
 * button) so the app's form lands on the same places when it takes over.
 */
const HOST_STYLE = `<style>
.rh-wrap{padding:8px 0}
.rh-box{max-width:760px;margin:0 auto;background:#fff;overflow:hidden}
.rh-box iframe{display:block;width:100%;border:0}
@media (min-width:600px){.rh-wrap{padding:24px 16px}.rh-box{border:1px solid rgba(0,0,0,.12);border-radius:36px}}
</style>`;

/** `/register-store`: the public page framing the form; its script only sizes the frame (web lib/registration-first-use.ts). */
export function registrationHostMarkup(supportEmail: string): string {
  const main = `${HOST_STYLE}<div class="rh-wrap" ${REGISTRATION_HOST_ATTRIBUTE}><div class="rh-box"><iframe src="${REGISTRATION_FORM_PATH}" title="${e(REGISTRATION_FORM_TEXT.frameTitle)}" style="height:${INITIAL_FRAME_HEIGHT}px"></iframe></div></div>`;
  return publicPageMarkup(main, '/register-store', supportEmail);
}

const FORM_STYLE = `<style>
${BODY_CSS}
.rf-page{display:flow-root;background:#fff}
.rf-col{max-width:720px;margin:0 auto;padding:16px 16px 88px;box-sizing:border-box}
.rf-form{position:relative}
.rf-h1{margin:0;font-size:1.5rem;font-weight:700;line-height:1.334}
.rf-intro{margin:4px 0 24px;color:#5b6762}
.rf-grid{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
.rf-field{position:relative;display:flex;flex-direction:column;min-width:0}
.rf-label{position:absolute;left:0;top:0;z-index:1;padding:0;color:#5b6762;line-height:1.4375em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:calc(100% - 24px);transform-origin:top left;transform:translate(14px,16px) scale(1);pointer-events:none;user-select:none;transition:color .2s cubic-bezier(0,0,.2,1),transform .2s cubic-bezier(0,0,.2,1),max-width .2s cubic-bezier(0,0,.2,1)}
.rf-box{position:relative;display:flex;align-items:center;box-sizing:border-box;width:100%;border-radius:12px;color:#1c2421;line-height:1.4375em;cursor:text}
.rf-box input,.rf-box select,.rf-box textarea{font:inherit;letter-spacing:inherit;color:currentColor;border:0;background:none;margin:0;display:block;min-width:0;width:100%;box-sizing:content-box;height:1.4375em;padding:16.5px 14px;outline:0;-webkit-tap-highlight-color:transparent}
.rf-box input::placeholder,.rf-box textarea::placeholder{opacity:0}
.rf-box select{appearance:none;-webkit-appearance:none;padding-right:32px;border-radius:12px;cursor:pointer}
.rf-box textarea{height:auto;padding:0;resize:none}
.rf-multi{padding:16.5px 14px}
.rf-adorned{padding-left:14px}.rf-adorned input{padding-left:0}
.rf-adorn{display:flex;height:.01em;max-height:2em;align-items:center;white-space:nowrap;margin-right:8px;color:#5b6762}
.rf-arrow{position:absolute;right:7px;top:calc(50% - .5em);width:1em;height:1em;font-size:1.5rem;fill:rgba(0,0,0,.54);pointer-events:none}
.rf-box fieldset{position:absolute;inset:-5px 0 0;margin:0;padding:0 8px;text-align:left;pointer-events:none;border-radius:inherit;border:1px solid rgba(0,0,0,.23);overflow:hidden;min-width:0}
.rf-box legend{float:unset;width:auto;overflow:hidden;display:block;padding:0;height:11px;font-size:.75em;visibility:hidden;max-width:.01px;white-space:nowrap;transition:max-width 50ms cubic-bezier(0,0,.2,1)}
.rf-box legend span{padding:0 5px;display:inline-block;opacity:0;visibility:visible}
.rf-box:hover fieldset{border-color:rgba(0,0,0,.87)}
.rf-field:focus-within .rf-label{color:#1f7a5a}
.rf-box:focus-within fieldset{border:2px solid #1f7a5a}
.rf-shrink .rf-label,.rf-field:focus-within .rf-label,.rf-field:has(input:not(:placeholder-shown),textarea:not(:placeholder-shown)) .rf-label{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px);user-select:none}
.rf-shrink legend,.rf-field:focus-within legend,.rf-field:has(input:not(:placeholder-shown),textarea:not(:placeholder-shown)) legend{max-width:100%;transition:max-width .1s cubic-bezier(0,0,.2,1) 50ms}
.rf-stack{display:flex;flex-direction:column;margin-top:16px;gap:16px}
.rf-terms{display:flex;align-items:flex-start;cursor:pointer;-webkit-tap-highlight-color:transparent}
.rf-check{position:relative;display:flex;flex:none;padding:4px 9px 9px;border-radius:50%;color:#5b6762}
.rf-check input{position:absolute;inset:0;width:100%;height:100%;margin:0;padding:0;opacity:0;cursor:inherit;z-index:1}
.rf-check svg{width:24px;height:24px;fill:currentColor}
.rf-check .rf-on,.rf-check:has(:checked) .rf-off{display:none}
.rf-check:has(:checked) .rf-on{display:block}.rf-check:has(:checked){color:#1f7a5a}
.rf-check:has(:focus-visible){background:rgba(31,122,90,.12)}
.rf-terms-text{padding-top:8px;font-size:.875rem;line-height:1.43}
.rf-terms-text a{color:#1f7a5a;text-decoration-color:rgba(31,122,90,.4)}
.rf-captcha{display:flex;align-items:center;box-sizing:border-box;max-width:340px;min-height:52px;padding:4px 16px 4px 8px;border:1px solid rgba(0,0,0,.12);border-radius:12px;background:#fafafa}
.rf-captcha svg{flex:none;width:24px;height:24px;padding:9px;margin-left:-11px;fill:#5b6762}.rf-captcha span{flex-grow:1}.rf-captcha small{font-size:.75rem;line-height:1.66;color:#5b6762}
.rf-submit{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:180px;padding:8px 22px;border:0;border-radius:12px;background:#1f7a5a;color:#fff;font-family:inherit;font-size:.9375rem;font-weight:600;line-height:1.75;cursor:pointer}
.rf-submit[aria-busy=true]{cursor:progress}
.rf-submit[aria-busy=true]::before{content:"";flex:none;box-sizing:border-box;width:16px;height:16px;margin-right:10px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:rf-spin .8s linear infinite}
@keyframes rf-spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.rf-submit[aria-busy=true]::before{animation-duration:3s}}
@media (min-width:600px){.rf-col{padding:24px 24px 88px}.rf-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.rf-wide{grid-column:1/-1}.rf-submit{align-self:flex-start}}
</style>`;

const ARROW = `<svg class="rf-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 10l5 5 5-5z"/></svg>`;
const BOX_OFF = `<svg class="rf-off" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2"/></svg>`;
const BOX_ON = `<svg class="rf-on" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z"/></svg>`;

const MAX: Partial<Record<string, number>> = FIELD_MAX.registration;

function control(field: RegistrationFieldText, id: string): string {
  const common = `id="${id}" name="${field.name}"${field.autoComplete ? ` autocomplete="${field.autoComplete}"` : ''}`;
  if (field.type === 'select') {
    const options = COUNTRY_CODES.map(
      (code) =>
        `<option value="${code}" ${CURRENCY_ATTRIBUTE}="${e(currencySymbolForCountry(code))}">${e(COUNTRY_NAMES[code])}</option>`,
    );
    return `<select ${common}><option value="" disabled selected>${e(field.placeholder ?? '')}</option>${options.join('')}</select>${ARROW}`;
  }
  const max = MAX[field.name];
  const limit = max === undefined ? '' : ` maxlength="${max}"`;
  if (field.rows) return `<textarea ${common} rows="${field.rows}"${limit} placeholder=" "></textarea>`;
  if (field.type === 'number') {
    const symbol = e(currencySymbolForCountry(undefined));
    return `<span class="rf-adorn" ${CURRENCY_ATTRIBUTE}="${symbol}" aria-hidden="true">${symbol}</span><input ${common} type="number" min="0" step="1" inputmode="numeric" value="${DEFAULT_GOAL}" placeholder=" ">`;
  }
  return `<input ${common} type="${field.type ?? 'text'}"${limit} placeholder=" ">`;
}

/** One outlined field: a select and an adorned input keep their label raised, as MUI's do. */
function field(spec: RegistrationFieldText): string {
  const id = `rf-${spec.name}`;
  const shrink = spec.type === 'select' || spec.type === 'number';
  const box = ['rf-box', spec.rows ? 'rf-multi' : '', spec.type === 'number' ? 'rf-adorned' : ''].filter(Boolean);
  return `<div class="rf-cell${spec.wide ? ' rf-wide' : ''}"><div class="rf-field${shrink ? ' rf-shrink' : ''}"><label class="rf-label" for="${id}">${e(spec.label)}</label><div class="${box.join(' ')}">${control(spec, id)}<fieldset aria-hidden="true"><legend><span>${e(spec.label)}</span></legend></fieldset></div></div></div>`;
}

function termsCheckbox(): string {
  const text = termsLabelParts(REGISTRATION_FORM_TEXT.terms)
    .map(({ text, href }) => (href ? `<a href="${href}" target="_blank" rel="noopener">${e(text)}</a>` : e(text)))
    .join('');
  return `<label class="rf-terms"><span class="rf-check"><input type="checkbox" name="hasAcceptedTerms">${BOX_OFF}${BOX_ON}</span><span class="rf-terms-text">${text}</span></label>`;
}

/**
 * `/register-store/form`: the form, usable before the app runs. `first-submit`: the app takes it over at its first
 * submit; `at-once`: the page has a captcha to show, which only the app draws (ALTCHA's box is kept in its place).
 */
export function registrationFormMarkup(start: RegistrationFormStart, altchaBox: boolean): string {
  const captcha =
    start === 'at-once' && altchaBox
      ? `<div class="rf-captcha" aria-hidden="true">${BOX_OFF}<span>I'm not a robot</span><small>ALTCHA</small></div>`
      : '';
  return `${FORM_STYLE}<div class="rf-page" ${REGISTRATION_FORM_ATTRIBUTE}="${start}"><div class="rf-col"><form class="rf-form" method="post" novalidate aria-label="${e(REGISTRATION_FORM_TEXT.formName)}"><h1 class="rf-h1">${e(REGISTRATION_FORM_TEXT.heading)}</h1><p class="rf-intro">${e(REGISTRATION_FORM_TEXT.intro)}</p><div class="rf-grid">${REGISTRATION_FIELDS.map(field).join('')}</div><div class="rf-stack">${captcha}${termsCheckbox()}<button type="submit" class="rf-submit">${e(REGISTRATION_FORM_TEXT.submit)}</button></div></form></div></div>`;
}
