import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { missingGatewaySettings, regionsWithoutGateway, type SmsProviderName } from './gateway-config';
import { maskPhone, RoutedSmsTransport } from './sms-router';
import type { SmsLog, SmsTransport } from './transport-type';

/** Until the server's logger exists: standard error, one line per entry. */
const consoleLog: SmsLog = {
  info: (obj: object, msg?: string) => console.error(msg, obj),
  warn: (obj: object, msg?: string) => console.error(msg, obj),
  error: (obj: object, msg?: string) => console.error(msg, obj),
} as never;

/**
 * Development only: says in the server log that a code was "sent". It shows the code itself only when
 * `showCode` (SMS_PROVIDER=log named explicitly, and never with NODE_ENV=production); by default the
 * log says that no gateway delivered it, so live codes never sit in a log in clear.
 */
export class LogSmsTransport implements SmsTransport {
  constructor(
    private readonly showCode: boolean,
    private readonly log: () => SmsLog = () => consoleLog,
  ) {}

  async send(mobile: string, code: string): Promise<void> {
    const masked = maskPhone(mobile);
    if (this.showCode) this.log().info({ mobile: masked }, `[DEVELOPMENT ONLY, SMS_PROVIDER=log] sms code for ${masked}: ${code}`);
    else
      this.log().warn(
        { mobile: masked },
        'sms: no SMS gateway is configured, the code was not delivered (SMS_PROVIDER=log shows it in development)',
      );
  }
}

/**
 * Appends each code as a JSON line to a file (`SMS_OUTBOX=path`): for local testing and the browser
 * tests, which read the code a visitor would have received.
 */
export class FileSmsTransport implements SmsTransport {
  constructor(private readonly file: string) {}

  async send(mobile: string, code: string): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${JSON.stringify({ mobile, code, at: new Date().toISOString() })}\n`);
  }
}

/**
 * The transport the configuration asks for (`config.sms.gateways`, server/README.md "SMS gateways"):
 * each region's providers behind one router. A provider named without its settings stops the start.
 * `bindLogger` hands over the server's logger and says which gateways serve; a production start
 * (NODE_ENV=production) where a region has no real gateway logs a loud error (and health reports it).
 * The gateways' SDKs load only when named, so a development start never loads them.
 */
export function createSmsTransport(config: ServerConfig): {
  transport: SmsTransport;
  bindLogger(log: FastifyBaseLogger): void;
} {
  const { gateways } = config.sms;
  const missing = missingGatewaySettings(gateways);
  if (missing.length)
    throw new Error(`SMS providers are named without their settings: set ${missing.join(', ')} (server/README.md, "SMS gateways")`);
  const { production } = gateways;
  const minutes = Math.ceil(config.sms.codeTtlSeconds / 60);
  let log = consoleLog;
  const logs = () => log;
  const made = new Map<SmsProviderName, SmsTransport>();
  const make = (name: SmsProviderName): SmsTransport => {
    let transport = made.get(name);
    if (transport) return transport;
    switch (name) {
      case 'log':
        transport = new LogSmsTransport(gateways.logShowsCodes && !production, logs);
        break;
      case 'file':
        transport = new FileSmsTransport(path.resolve(gateways.outbox));
        break;
      case 'aliyun': {
        const { AliyunSmsTransport } = require('./providers/aliyun') as typeof import('./providers/aliyun');
        transport = new AliyunSmsTransport(gateways.aliyun, gateways.timeoutMs);
        break;
      }
      case 'tencent': {
        const { TencentSmsTransport } = require('./providers/tencent') as typeof import('./providers/tencent');
        transport = new TencentSmsTransport(gateways.tencent, minutes, gateways.timeoutMs);
        break;
      }
      case 'twilio': {
        const { TwilioSmsTransport } = require('./providers/twilio') as typeof import('./providers/twilio');
        transport = new TwilioSmsTransport(gateways.twilio, minutes, gateways.timeoutMs);
        break;
      }
    }
    made.set(name, transport);
    return transport;
  };
  const routed = (names: SmsProviderName[]) => names.map((name) => ({ name, transport: make(name) }));
  const transport = new RoutedSmsTransport({ mainland: routed(gateways.mainland), international: routed(gateways.international) }, logs);
  return {
    transport,
    bindLogger: (l) => {
      log = l;
      const route = { mainland: gateways.mainland.join(' → '), international: gateways.international.join(' → ') };
      const without = regionsWithoutGateway(gateways);
      if (production && without.length) {
        log.error(
          { sms: route, regionsWithoutGateway: without },
          `!!! NO SMS GATEWAY IN PRODUCTION: phone codes for ${without.join(' and ')} numbers reach no phone, so the university ` +
            'form cannot be submitted. Set SMS_PROVIDER (or SMS_MAINLAND_PROVIDERS / SMS_INTERNATIONAL_PROVIDERS) and its ' +
            'credentials: README.md, "SMS gateways". /home/health reports sms.delivered: false meanwhile. !!!',
        );
      } else {
        log.info({ sms: route }, 'sms: phone codes go through these providers');
      }
    },
  };
}
