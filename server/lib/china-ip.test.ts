import { isLocalAddress, isMainlandChina, normalizeIp } from './china-ip';

describe('isMainlandChina', () => {
  test.each([
    ['114.114.114.114', true], // a public DNS resolver in mainland China
    ['223.5.5.5', true],
    ['::ffff:114.114.114.114', true],
    ['8.8.8.8', false],
    ['1.1.1.1', false],
    ['2001:4860:4860::8888', false],
    ['not an ip', false],
    ['', false],
  ])('%s → %s', (ip, expected) => expect(isMainlandChina(ip, false)).toBe(expected));

  test('loopback and private addresses answer the configured value', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.20', '172.20.0.5', '::ffff:127.0.0.1', 'fd00::1']) {
      expect(isLocalAddress(ip)).toBe(true);
      expect(isMainlandChina(ip, true)).toBe(true);
      expect(isMainlandChina(ip, false)).toBe(false);
    }
    expect(isLocalAddress('114.114.114.114')).toBe(false);
  });

  test('IPv4-mapped IPv6 addresses are read as IPv4', () => {
    expect(normalizeIp('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
  });
});
