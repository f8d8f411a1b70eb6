/**
 * Which SMS gateways deliver phone codes, read from the environment. A number of mainland China (+86)
 * goes to the mainland list, any other to the international list; each list is tried in order, the next
 * provider only when one cannot be reached (a refusal is final: `sms-router.ts`).
 */

/** A real gateway (`sms/providers/`), or one of the two development transports. */
export type SmsProviderName = 'aliyun' | 'tencent' | 'twilio' | 'log' | 'file';

const PROVIDERS: readonly SmsProviderName[] = ['aliyun', 'tencent', 'twilio', 'log', 'file'];

/** Providers that reach a phone; `log` and `file` only show the code to a developer. */
export const REAL_PROVIDERS: readonly SmsProviderName[] = ['aliyun', 'tencent', 'twilio'];

export interface AliyunSettings {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名), e.g. 问途问卷. */
  signName: string;
  /** The approved verification-code template (模板 CODE), e.g. SMS_480215637. */
  templateCode: string;
  /** The template's variable that receives the code: `${code}` by default. */
  templateParam: string;
  /** Where the API is: https://dysmsapi.aliyuncs.com unless overridden (a test's local fake). */
  endpoint: string;
}

export interface TencentSettings {
  secretId: string;
  secretKey: string;
  /** The SMS application (SdkAppId), e.g. 1400812345. */
  sdkAppId: string;
  signName: string;
  /** The approved template's id, e.g. 1984321. */
  templateId: string;
  /** What fills the template's {1}, {2}…: `code`, and `minutes` (the code's lifetime) when it has two. */
  templateParams: ('code' | 'minutes')[];
  region: string;
  endpoint: string;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number in E.164 (`from`), or a Messaging Service (`messagingServiceSid`). */
  from: string;
  messagingServiceSid: string;
  /** The message; `{code}` and `{minutes}` are filled in. */
  body: string;
  endpoint: string;
}

export interface SmsGatewayConfig {
  /** Providers for +86 numbers, in failover order. */
  mainland: SmsProviderName[];
  /** Providers for every other number, in failover order. */
  international: SmsProviderName[];
  aliyun: AliyunSettings;
  tencent: TencentSettings;
  twilio: TwilioSettings;
  /** A gateway call that has not answered within this many milliseconds counts as unreachable. */
  timeoutMs: number;
  /** The file of the `file` provider (SMS_OUTBOX). */
  outbox: string;
  /**
   * Whether the operator asked for the `log` provider by name (SMS_PROVIDER=log): only then, and never
   * with NODE_ENV=production, does the server log show a code (labelled as development-only).
   */
  logShowsCodes: boolean;
  /**
   * NODE_ENV=production: the log never shows a code, and a region without a real gateway is a loud
   * start-up error and a degraded health.
   */
  production: boolean;
}

function providers(value: string | undefined, variable: string): SmsProviderName[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const names = value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    if (!PROVIDERS.includes(name as SmsProviderName)) {
      throw new Error(`${variable}: unknown SMS provider '${name}' (one of ${PROVIDERS.join(', ')})`);
    }
  }
  return [...new Set(names)] as SmsProviderName[];
}

/**
 * SMS_MAINLAND_PROVIDERS and SMS_INTERNATIONAL_PROVIDERS name each region's providers; SMS_PROVIDER
 * names them for both at once. Without any, codes go to SMS_OUTBOX's file when it is set, else to the
 * server log (without the code).
 */
export function loadSmsGateways(env: NodeJS.ProcessEnv): SmsGatewayConfig {
  const fallback: SmsProviderName[] = [env.SMS_OUTBOX ? 'file' : 'log'];
  const both = providers(env.SMS_PROVIDER, 'SMS_PROVIDER');
  const mainland = providers(env.SMS_MAINLAND_PROVIDERS, 'SMS_MAINLAND_PROVIDERS') ?? both ?? fallback;
  const international = providers(env.SMS_INTERNATIONAL_PROVIDERS, 'SMS_INTERNATIONAL_PROVIDERS') ?? both ?? fallback;
  const timeout = Number(env.SMS_GATEWAY_TIMEOUT_MS);
  return {
    mainland,
    international,
    aliyun: {
      accessKeyId: env.SMS_ALIYUN_ACCESS_KEY_ID ?? '',
      accessKeySecret: env.SMS_ALIYUN_ACCESS_KEY_SECRET ?? '',
      signName: env.SMS_ALIYUN_SIGN_NAME ?? '',
      templateCode: env.SMS_ALIYUN_TEMPLATE_CODE ?? '',
      templateParam: env.SMS_ALIYUN_TEMPLATE_PARAM || 'code',
      endpoint: env.SMS_ALIYUN_ENDPOINT || 'https://dysmsapi.aliyuncs.com',
    },
    tencent: {
      secretId: env.SMS_TENCENT_SECRET_ID ?? '',
      secretKey: env.SMS_TENCENT_SECRET_KEY ?? '',
      sdkAppId: env.SMS_TENCENT_SDK_APP_ID ?? '',
      signName: env.SMS_TENCENT_SIGN_NAME ?? '',
      templateId: env.SMS_TENCENT_TEMPLATE_ID ?? '',
      templateParams: (env.SMS_TENCENT_TEMPLATE_PARAMS || 'code')
        .split(',')
        .map((s) => s.trim())
        .filter((s): s is 'code' | 'minutes' => s === 'code' || s === 'minutes'),
      region: env.SMS_TENCENT_REGION || 'ap-guangzhou',
      endpoint: env.SMS_TENCENT_ENDPOINT || 'https://sms.tencentcloudapi.com',
    },
    twilio: {
      accountSid: env.SMS_TWILIO_ACCOUNT_SID ?? '',
      authToken: env.SMS_TWILIO_AUTH_TOKEN ?? '',
      from: env.SMS_TWILIO_FROM ?? '',
      messagingServiceSid: env.SMS_TWILIO_MESSAGING_SERVICE_SID ?? '',
      body: env.SMS_TWILIO_BODY || 'Your Askora verification code is {code}. It expires in {minutes} minutes.',
      endpoint: env.SMS_TWILIO_ENDPOINT || 'https://api.twilio.com',
    },
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
    outbox: env.SMS_OUTBOX ?? '',
    logShowsCodes: isNamed(env),
    production: env.NODE_ENV === 'production',
  };
}

/** Whether `log` was asked for by name rather than taken as the default. */
function isNamed(env: NodeJS.ProcessEnv): boolean {
  return [env.SMS_PROVIDER, env.SMS_MAINLAND_PROVIDERS, env.SMS_INTERNATIONAL_PROVIDERS].some((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .includes('log'),
  );
}

/** The settings each named provider still lacks, as the variables to set. */
export function missingGatewaySettings(config: SmsGatewayConfig): string[] {
  const named = new Set([...config.mainland, ...config.international]);
  const missing: string[] = [];
  const need = (provider: SmsProviderName, settings: Record<string, string>) => {
    if (!named.has(provider)) return;
    for (const [variable, value] of Object.entries(settings)) if (!value) missing.push(variable);
  };
  const { aliyun, tencent, twilio } = config;
  need('file', { SMS_OUTBOX: config.outbox });
  need('aliyun', {
    SMS_ALIYUN_ACCESS_KEY_ID: aliyun.accessKeyId,
    SMS_ALIYUN_ACCESS_KEY_SECRET: aliyun.accessKeySecret,
    SMS_ALIYUN_SIGN_NAME: aliyun.signName,
    SMS_ALIYUN_TEMPLATE_CODE: aliyun.templateCode,
  });
  need('tencent', {
    SMS_TENCENT_SECRET_ID: tencent.secretId,
    SMS_TENCENT_SECRET_KEY: tencent.secretKey,
    SMS_TENCENT_SDK_APP_ID: tencent.sdkAppId,
    SMS_TENCENT_SIGN_NAME: tencent.signName,
    SMS_TENCENT_TEMPLATE_ID: tencent.templateId,
  });
  need('twilio', {
    SMS_TWILIO_ACCOUNT_SID: twilio.accountSid,
    SMS_TWILIO_AUTH_TOKEN: twilio.authToken,
    'SMS_TWILIO_FROM or SMS_TWILIO_MESSAGING_SERVICE_SID': twilio.from || twilio.messagingServiceSid,
  });
  return missing;
}

/** The regions whose phones no real gateway reaches (codes only logged or written to a file). */
export function regionsWithoutGateway(config: SmsGatewayConfig): ('mainland' | 'international')[] {
  const real = (list: SmsProviderName[]) => list.some((p) => REAL_PROVIDERS.includes(p));
  return (['mainland', 'international'] as const).filter((region) => !real(config[region]));
}
