import { createHash } from 'node:crypto';
import { CARRIERS_NEEDING_PHONE, type Carrier } from '../../../contract/logistics';
import { TrackingError, type LogisticsProvider, type ProviderEvent, type TrackingAnswer, type WaybillQuery } from './types';

/**
 * Kuaidi100 real-time query (poll.kuaidi100.com/poll/query.do): a form of `customer`, `param`
 * (JSON {com, num, phone?, resultv2}) and `sign` = UPPER(MD5(param + key + customer)).
 * We ask for resultv2 4 so each event carries its own state; answers with only the base states
 * (or none per event) are read too.
 */
export interface Kuaidi100Options {
  customer: string;
  key: string;
  /** https://poll.kuaidi100.com, or a fake's address in tests */
  apiBase: string;
  timeoutMs?: number;
}

export function kuaidi100Sign(param: string, key: string, customer: string): string {
  return createHash('md5').update(param + key + customer, 'utf8').digest('hex').toUpperCase();
}

/** Kuaidi100's detailed states (101 ordered, 1002 trunk line, 301 signed in person, …) → base. */
export function baseState(code: number): number | null {
  if (!Number.isInteger(code) || code < 0) return null;
  if (code === 8) return 11; // customs, without detail
  if (code <= 14) return code;
  if (code >= 100 && code <= 999) return Math.floor(code / 100);
  if (code >= 1000 && code <= 1099) return 0;
  if (code >= 1400 && code <= 1499) return 14;
  return null;
}

// the state names resultv2 1 puts on each event
const STATE_NAMES: Record<string, number> = {
  在途: 0, 揽收: 1, 疑难: 2, 签收: 3, 退签: 4, 派件: 5, 退回: 6, 转投: 7, 清关: 11, 拒签: 14,
};

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, as Kuaidi100 writes it. */
export function beijingTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const pad = (v: string | undefined) => (v ?? '00').padStart(2, '0');
  const date = new Date(`${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${mi}:${pad(s)}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface RawEvent {
  time?: unknown;
  ftime?: unknown;
  context?: unknown;
  status?: unknown;
  statusCode?: unknown;
}

/** Reads an answer; a refusal throws TrackingError, "no result yet" is an empty answer. */
export function parseKuaidi100Answer(json: unknown): TrackingAnswer {
  if (!json || typeof json !== 'object') throw new TrackingError('Kuaidi100 answered something that is not JSON');
  const answer = json as Record<string, unknown>;
  if (answer.result === false || answer.message !== 'ok') {
    const code = answer.returnCode === undefined ? undefined : String(answer.returnCode);
    // 500: the carrier has no trace of the waybill yet — not a failure of ours
    if (code === '500') return { state: null, isCheck: false, events: [] };
    throw new TrackingError(`Kuaidi100 refused the query: ${String(answer.message ?? 'no message')}`, code);
  }
  const overall = answer.state === undefined ? null : baseState(Number(answer.state));
  const raw = Array.isArray(answer.data) ? (answer.data as RawEvent[]) : [];
  const events: ProviderEvent[] = [];
  raw.forEach((item, index) => {
    const time = beijingTime(String(item.ftime ?? item.time ?? ''));
    const context = typeof item.context === 'string' ? item.context.trim() : '';
    if (!time || !context) return;
    const own = item.statusCode !== undefined && item.statusCode !== '' ? baseState(Number(item.statusCode)) : (STATE_NAMES[String(item.status ?? '')] ?? null);
    // Kuaidi100 lists newest first: without a state of its own, the newest event has the waybill's
    const state = own ?? (index === 0 && overall !== null ? overall : 0);
    events.push({ time, context: context.slice(0, 500), state });
  });
  return { state: overall, isCheck: String(answer.ischeck ?? '0') === '1', events };
}

export function kuaidi100Provider(options: Kuaidi100Options, fetchImpl: typeof fetch = fetch): LogisticsProvider {
  const url = new URL('/poll/query.do', options.apiBase).href;
  return {
    name: 'kuaidi100',
    query: async (waybill: WaybillQuery) => {
      const needsPhone = CARRIERS_NEEDING_PHONE.includes(waybill.company as Carrier);
      const param = JSON.stringify({
        com: waybill.company,
        num: waybill.trackingNo,
        ...(needsPhone && waybill.phone ? { phone: waybill.phone } : {}),
        resultv2: '4',
      });
      const body = new URLSearchParams({ customer: options.customer, sign: kuaidi100Sign(param, options.key, options.customer), param });
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new TrackingError(`Kuaidi100 could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) throw new TrackingError(`Kuaidi100 answered HTTP ${response.status}`, String(response.status));
      return parseKuaidi100Answer(await response.json().catch(() => null));
    },
  };
}
