/**
 * A small iCalendar (RFC 5545) writer: just what a booking's calendar file needs — one VCALENDAR
 * with a VTIMEZONE and VEVENTs of text, date-time and GEO properties. Written here rather than
 * taken from a package: no maintained one is installed, and the rules are few (§3.1 content lines
 * end in CRLF and are folded at 75 octets without splitting a UTF-8 character; §3.3.11 TEXT
 * escapes backslash, semicolon, comma and newlines).
 */
export type IcsProperty = readonly [name: string, value: string, params?: Record<string, string>];

const FOLD_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value: `\` `;` `,` escaped, every kind of line break as `\n` (§3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded to at most 75 octets a line (§3.1): the break is CRLF and one space,
 * which counts in the next line's 75; a character's UTF-8 bytes are never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > FOLD_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** Parameter values with `:` `;` `,` are quoted (§3.2); ours never hold a quote or a control. */
const paramValue = (value: string) => (/[:;,]/.test(value) ? `"${value}"` : value);

function contentLine([name, value, params]: IcsProperty): string {
  const head = Object.entries(params ?? {})
    .map(([key, v]) => `;${key}=${paramValue(v)}`)
    .join('');
  return foldLine(`${name}${head}:${value}`);
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components?: IcsComponent[];
}

function lines(component: IcsComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(contentLine),
    ...(component.components ?? []).flatMap(lines),
    `END:${component.name}`,
  ];
}

/** The whole object, every line ending in CRLF. */
export function writeIcs(calendar: IcsComponent): string {
  return `${lines(calendar).join('\r\n')}\r\n`;
}

/** A local date-time 'YYYYMMDDTHHMMSS' in a fixed offset (hours east of UTC), for a TZID'd DTSTART/DTEND. */
export function icsLocal(at: Date, offsetHours: number): string {
  return new Date(at.getTime() + offsetHours * 3_600_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** A UTC date-time 'YYYYMMDDTHHMMSSZ' (DTSTAMP). */
export function icsUtc(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}
