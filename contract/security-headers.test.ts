import { securityHeaders } from './security-headers';

// helmet run once on a stand-in request (upgrade ledger): its headers come out as a plain record.
test('helmet, run on a stand-in request, gives its headers and the policy asked for', () => {
  const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } } });
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  // helmet removes this one; the stand-in response must take removals too.
  expect(headers['x-powered-by']).toBeUndefined();
});
