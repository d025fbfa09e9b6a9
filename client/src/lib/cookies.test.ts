import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, readCookies } from './cookies.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cookies', () => {
  it('reads every readable cookie in one read of document.cookie, decoded', () => {
    const read = vi
      .spyOn(document, 'cookie', 'get')
      .mockReturnValue(`userid=u9; username=${encodeURIComponent('Vicente Vendedor')}; broken=%E0%A4%A; flag`);
    const cookies = readCookies();
    expect(read).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(cookies)).toEqual({
      userid: 'u9',
      username: 'Vicente Vendedor',
      // Not valid percent-encoding: kept as it came.
      broken: '%E0%A4%A',
    });
  });

  it('reads the first of two cookies of the same name, as the browser lists the more specific path first', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('exp=2; other=1; exp=1');
    expect(readCookie('exp')).toBe('2');
    expect(readCookie('missing')).toBeUndefined();
  });
});
