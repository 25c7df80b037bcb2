/** SPEC §9: the hidden frame is given this long to lay out before printing, and to hand over before it goes. */
export const PRINT_WAIT_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Prints `content` alone through a hidden iframe (SPEC §2 /contactperson/utskrift): the page's top bar and buttons stay
 * out of the print, and `css` is the only styling, as the app's styles do not reach the frame. The content's HTML is
 * the browser's own serialisation of rendered text, so it holds no markup that was not rendered already.
 */
export async function printInFrame(content: HTMLElement, title: string, css: string): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.appendChild(frame);
  try {
    const doc = frame.contentDocument;
    const view = frame.contentWindow;
    if (!doc || !view) return;
    doc.open();
    doc.write(
      '<!doctype html><html><head><meta charset="utf-8"><title></title><style></style></head><body></body></html>',
    );
    doc.close();
    doc.title = title;
    const style = doc.querySelector('style');
    if (style) style.textContent = css;
    doc.body.appendChild(doc.importNode(content, true));
    await wait(PRINT_WAIT_MS);
    view.focus();
    view.print();
    await wait(PRINT_WAIT_MS);
  } finally {
    frame.remove();
  }
}
