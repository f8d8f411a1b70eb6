import fs from 'node:fs';
import path from 'node:path';
import { ApiCodeError, ERROR_CODES, HttpError, toastMessage, unwrap } from './envelope';

describe('envelope', () => {
  test('00000 gives the data', () => {
    expect(unwrap(200, { code: '00000', message: 'success', data: { id: 3 } })).toEqual({ id: 3 });
  });

  test('a non-200 status rejects: with its envelope code when it has one, else with the status', () => {
    expect(() => unwrap(500, { code: '00000', data: 1 })).toThrow(HttpError);
    expect(() => unwrap(502, '<html>Bad gateway</html>')).toThrow('HTTP 502');
    expect(() => unwrap(429, { code: 'A2032' })).toThrow(ApiCodeError);
    try {
      unwrap(400, { code: 'A0400', message: 'Parameter error', data: { email: 'validation.email' } });
    } catch (e) {
      expect((e as ApiCodeError).fieldErrors).toEqual({ email: 'validation.email' });
    }
  });

  test('another code rejects with the code, the server message and the data', () => {
    try {
      unwrap(200, { code: 'A0400', message: 'Parameter error', data: { email: 'validation.email', x: 1 } });
      throw new Error('did not throw');
    } catch (e) {
      expect(e).toBeInstanceOf(ApiCodeError);
      const err = e as ApiCodeError;
      expect(err.code).toBe('A0400');
      expect(err.serverMessage).toBe('Parameter error');
      expect(err.fieldErrors).toEqual({ email: 'validation.email' });
    }
  });

  test('an answer without a code passes through', () => {
    expect(unwrap(200, ['a', 'b'])).toEqual(['a', 'b']);
    expect(unwrap(200, 'plain')).toBe('plain');
    expect(unwrap(200, null)).toBeNull();
  });

  test('toast text: code table, else server message, else "error occurred"', () => {
    const table: Record<string, string> = { 'codes.A2032': '请求过于频繁', occurred: '发生错误' };
    const tr = (k: string) => table[k];
    expect(toastMessage(new ApiCodeError('A2032', 'Request too frequent', null), tr)).toBe('请求过于频繁');
    expect(toastMessage(new ApiCodeError('Z9999', 'Server says no', null), tr)).toBe('Server says no');
    expect(toastMessage(new ApiCodeError('Z9999', undefined, null), tr)).toBe('发生错误');
    expect(toastMessage(new HttpError(500), tr)).toBe('发生错误');
    expect(toastMessage(new ApiCodeError('Z9999', undefined, null), () => undefined)).toBe('error occurred');
    // An unknown code with an empty (or blank) message: never an empty toast.
    expect(toastMessage(new ApiCodeError('Z9999', '', null), tr)).toBe('发生错误');
    expect(toastMessage(new ApiCodeError('Z9999', '  ', null), tr)).toBe('发生错误');
    expect(toastMessage(new ApiCodeError('Z9999', '', null), () => '')).toBe('error occurred');
    expect(toastMessage(new ApiCodeError('A2032', '', null), tr)).toBe('请求过于频繁');
  });

  test.each(['zh', 'en'])('every code of the table is translated in %s', (lang) => {
    const errors = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${lang}/errors.json`), 'utf8'));
    for (const code of ERROR_CODES) expect({ code, text: errors.codes[code] }).toEqual({ code, text: expect.stringMatching(/\S/) });
    expect(errors.occurred).toBeTruthy();
  });
});
