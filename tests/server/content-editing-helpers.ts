import sharp from 'sharp';
import type { StaffRole } from '../../src/contract/staff-access';
import { postForm } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';
import { staffSession } from './aftersales-helpers';

/** Helpers of the content editing tests (tests/server/content-*.test.ts). */
export interface Answer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export async function staffCall<T = any>(t: Pick<TestApp, 'app'>, path: string, form: Record<string, string | number>, headers: Record<string, string>): Promise<Answer<T>> {
  const body = Object.fromEntries(Object.entries({ lang: 'en', ...form }).map(([k, v]) => [k, String(v)]));
  const res = await postForm(t.app, `/api/staff/content/${path}`, body, headers);
  return { status: res.statusCode, ...(res.json() as Omit<Answer<T>, 'status'>) };
}

export const editor = (t: TestApp, role: StaffRole = 'content') => staffSession(t, undefined, role);

/** A news item's texts in all three languages. */
export function newsForm(word: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    title_cn: `${word} 简体标题`,
    title_tw: `${word} 繁體標題`,
    title_en: `${word} English title`,
    summary_cn: `${word} 简体摘要`,
    summary_tw: `${word} 繁體摘要`,
    summary_en: `${word} English summary`,
    content_cn: `<p>${word} 简体正文</p>`,
    content_tw: `<p>${word} 繁體正文</p>`,
    content_en: `<p>${word} English body</p>`,
    releasedate: '2026-11-20',
    ...extra,
  };
}

export const noticeForm = (word: string) => ({ content_cn: `${word} 简体公告`, content_tw: `${word} 繁體公告`, content_en: `${word} English notice` });

/** A real picture of the given format and size. */
export const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 2400, height = 1350) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 50 } } })
    .toFormat(format)
    .toBuffer();

/** A multipart upload with the alt texts first and the file last. */
export function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) {
  const boundary = '----content-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(t: Pick<TestApp, 'app'>, headers: Record<string, string>, fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) {
  const body = multipart(fields, file);
  const res = await t.app.inject({ method: 'POST', url: '/api/staff/content/upload', headers: { ...headers, lang: 'en', 'content-type': body.contentType }, payload: body.payload });
  return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
}

export const ALT = { alt_cn: '葡萄园日落', alt_tw: '葡萄園日落', alt_en: 'The vineyard at sunset' };
