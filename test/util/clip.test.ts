/**
 * Cutting untrusted text never leaks part of a secret: `clip` redacts first,
 * then cuts, then redacts a partial secret (4 characters or more) left at the
 * cut. Cutting first would show a prefix of a key that straddles the cut, which
 * neither `redact` nor the runner's masker can recognise. Every cutting sink
 * (log quotes, service error details, comment quotes) goes through it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clip, secrets } from '../../src/util/redact.ts';
import { quote } from '../../src/runner/log.ts';
import { errorDetail } from '../../src/service/agent/client.ts';
import { blockQuote } from '../../src/render/markdown.ts';

const KEY = 'mint_Rv/Key+9f8c2d7e1a4b';
const encoded = encodeURIComponent(KEY);

beforeAll(() => {
  secrets.add(KEY);
});

/** The longest prefix (of 4 characters or more) of any form of the key that the text holds, in any case; '' if none. */
function leakedPrefix(text: string): string {
  const lower = text.toLowerCase();
  let found = '';
  for (const form of [KEY, encoded, encodeURIComponent(encoded)]) {
    for (let length = 4; length <= form.length; length += 1) {
      const prefix = form.slice(0, length).toLowerCase();
      if (lower.includes(prefix) && prefix.length > found.length) found = prefix;
    }
  }
  return found;
}

describe('clip', () => {
  it('leaves short text whole, redacted', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip(`k=${KEY}`, 100)).toBe('k=***');
  });

  it('redacts before cutting: a whole key before the cut is shown as *** and the text after it kept', () => {
    expect(clip(`${'a'.repeat(10)}${KEY}${'b'.repeat(50)}`, 20)).toBe(`${'a'.repeat(10)}***bbbbbbb…`);
  });

  /** What clip must show: the text redacted, then cut at `max` (marked), the cut never inside a `***`. */
  const expected = (redacted: string, max: number): string => (redacted.length <= max ? redacted : `${redacted.slice(0, max)}…`);

  // Keys whose first 1, 3, 4, 5, 15 and all but one characters sit before the cut.
  it.each([1, 3, 4, 5, 15, KEY.length - 1])('a key straddling the cut with %i of its characters before it leaks none of them', (inside) => {
    for (const form of [KEY, KEY.toLowerCase(), KEY.toUpperCase()]) {
      const shown = clip(`${'x'.repeat(200 - inside)}${form} and then some more words`, 200);
      expect(leakedPrefix(shown)).toBe('');
      expect(shown).toBe(expected(`${'x'.repeat(200 - inside)}*** and then some more words`, 200));
    }
  });

  it.each([1, 4, 7, 12, encoded.length - 1])('a URL-encoded key straddling the cut with %i characters before it leaks none', (inside) => {
    for (const form of [encoded, encoded.toLowerCase(), encodeURIComponent(encoded)]) {
      const shown = clip(`${'y'.repeat(80 - inside)}${form}`, 80);
      expect(leakedPrefix(shown)).toBe('');
      expect(shown).toBe(expected(`${'y'.repeat(80 - inside)}***`, 80));
    }
  });

  // The belt: text that holds only the start of a key (cut short elsewhere) still shows none of it at the cut.
  it.each([4, 10, KEY.length - 1])('a partial key of %i characters ending at the cut is redacted, in any case and encoded', (inside) => {
    for (const form of [KEY, KEY.toLowerCase(), encoded, encoded.toUpperCase()]) {
      const shown = clip(`${'w'.repeat(100 - inside)}${form.slice(0, inside)}!${'w'.repeat(20)}`, 100);
      expect(leakedPrefix(shown)).toBe('');
      expect(shown).toBe(`${'w'.repeat(100 - inside)}***…`);
    }
  });

  it('keeps fewer than 4 characters of a key at the cut: too short to be told from ordinary text', () => {
    const text = `${'w'.repeat(97)}${KEY.slice(0, 10)}`;
    expect(clip(text, 100)).toBe(`${text.slice(0, 100)}…`);
    expect(clip('xx mint', 7)).toBe('xx mint');
  });

  it('takes the ellipsis and the trimming it is given', () => {
    expect(clip(`ab   ${KEY} tail`, 7, { ellipsis: '...', trimEnd: true })).toBe('ab   **...');
    expect(clip('ab      cd', 6, { ellipsis: '', trimEnd: true })).toBe('ab');
  });
});

describe('every cutting sink clips', () => {
  const straddling = `${'x'.repeat(185)}${KEY}`;

  it('quote (log lines)', () => {
    expect(leakedPrefix(quote(straddling))).toBe('');
    expect(leakedPrefix(quote(`${'x'.repeat(195)}${KEY.toLowerCase()}`))).toBe('');
  });

  it('errorDetail (a service error body that is not JSON)', () => {
    const detail = errorDetail(straddling);
    expect(detail).toBe(`${'x'.repeat(185)}***`);
    expect(errorDetail(`${straddling} and the rest of a long body`)).toBe(`${'x'.repeat(185)}*** and the res…`);
  });

  it('blockQuote (comments), its cut at the limit given and at its default', () => {
    expect(leakedPrefix(blockQuote(straddling, 200))).toBe('');
    expect(leakedPrefix(blockQuote(`${'z'.repeat(490)}${KEY}`))).toBe('');
  });
});
