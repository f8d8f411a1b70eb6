import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends a verification code to a phone (a number in E.164: `+8613912345678`). What every transport is (the
 * gateways in providers/, the router over them, the development ones in sms-transport.ts), in a file of its
 * own so that none of them imports the factory that picks one.
 */
export interface SmsTransport {
  send(mobile: string, code: string): Promise<void>;
}

/** The part of the server's logger a transport writes to. */
export type SmsLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
