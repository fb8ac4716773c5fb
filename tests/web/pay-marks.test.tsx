import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MethodList } from '../../src/web/features/payment/method-list';
import { PayMethodName } from '../../src/web/components/pay-mark';
import { loadLocale, loadStrings } from '../../src/web/lib/i18n';

/** Payment methods are shown by their marks (drawn SVG) beside their names, never by a stand-in character. */
describe.each(['cn', 'tw', 'en'] as const)('payment marks (%s)', (lang) => {
  it('the method list draws WeChat Pay and the sandbox by their marks, with the names the server gave', async () => {
    await loadLocale(lang);
    await loadStrings('all');
    const methods = [
      { method: 'native', name: 'WeChat Pay · QR' },
      { method: 'h5', name: 'WeChat Pay · H5' },
      { method: 'sandbox', name: 'Sandbox' },
    ] as const;
    const html = renderToStaticMarkup(<MethodList methods={[...methods]} amount="96.00" busy={false} onChoose={() => {}} />);
    expect([...html.matchAll(/data-mark="(\w+)"/g)].map((m) => m[1])).toEqual(['wechat', 'wechat', 'sandbox']);
    const marks = [...html.matchAll(/<span class="pay-method-mark">(.*?)<\/span>/g)].map((m) => m[1]!.replace(/<svg[\s\S]*?<\/svg>/g, ''));
    expect(marks).toEqual(['', '', '']);
    for (const { name } of methods) expect(html).toContain(name);
  });

  it('an order names its method with the mark before it', () => {
    const html = renderToStaticMarkup(<PayMethodName method="jsapi" name="WeChat Pay" />);
    expect(html).toMatch(/<svg[^>]*data-mark="wechat"[^>]*aria-hidden="true"/);
    expect(html).toContain('WeChat Pay');
  });
});
