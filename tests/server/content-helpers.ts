import { postForm, type testApp } from '../helpers/test-app';

export type TestApp = Awaited<ReturnType<typeof testApp>>;
export type Answer<T = any> = { status: number; code: number; msg: string; data: T };

/** POSTs a form and returns the HTTP status with the parsed envelope. */
export async function call<T = any>(t: TestApp, path: string, form: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await postForm(t.app, path, form, headers);
  return { status: res.statusCode, ...(res.json() as Omit<Answer<T>, 'status'>) };
}

/** Every image-like URL in an answer, wherever it sits. */
export function imageUrls(data: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (typeof value === 'string' && /^(image|images|intro_images|thumb_image)$/.test(key)) out.push(value);
  };
  walk(data, '');
  return out;
}

/** Site-relative: one leading slash, no scheme, no protocol-relative `//`. */
export const SITE_RELATIVE = /^\/(?![/\\])[^\s:]*$/;
