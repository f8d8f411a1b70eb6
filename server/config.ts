import path from 'node:path';
import { loadOutboxConfig, type OutboxConfig } from './outbox/config';
import { loadSmsGateways, missingGatewaySettings, type SmsGatewayConfig } from './sms/gateway-config';

/** Where the repository lives; content/ and data/ are resolved from here. */
export const ROOT_DIR = path.resolve(__dirname, '..');

export interface ServerConfig {
  /** `sqlite:<file>` or `postgres://…`. */
  databaseUrl: string;
  contentDir: string;
  /**
   * Origins allowed by CORS; `*` is never used. None unless CORS_ORIGINS names them: the site and the API
   * share an origin in production (`npm start`, the nginx topology); `npm run develop` names its own.
   */
  corsOrigins: string[];
  /** Addresses (or CIDR ranges) whose X-Forwarded-For is believed. Empty: nobody's. */
  trustedProxies: string[];
  /** What `ip/china` answers for loopback and private addresses (a developer's machine, a LAN). */
  localIpInChina: boolean;
  bodyLimitBytes: number;
  rateLimit: {
    /** Requests per IP per minute over the whole API. */
    globalPerMinute: number;
    /** Contact and quote requests per IP per 10 minutes. */
    contactPer10Minutes: number;
    /** Addresses exempt from the per-IP limits (benchmarks on loopback). */
    allowList: string[];
  };
  sms: {
    codeTtlSeconds: number;
    /** Minimum gap between two codes for one phone. */
    phoneCooldownSeconds: number;
    phonePerHour: number;
    ipPerHour: number;
    maxAttempts: number;
    /** The HMAC key of stored codes; empty: one generated on first use and kept in the database. */
    codeSecret: string;
    /**
     * Keys codes may also have been stored under (SMS_CODE_SECRET_PREVIOUS, comma-separated): after a
     * rotation, codes sent before it still match for their lifetime. New codes always use `codeSecret`.
     */
    previousCodeSecrets: string[];
    /** Which providers text each region's numbers, and their settings (sms/gateway-config.ts). */
    gateways: SmsGatewayConfig;
  };
  /**
   * Where rate limits and phone-code counters live: a Redis URL (replicas share them, a restart keeps
   * them), or empty for this process's memory. `redisPrefix` starts every key.
   */
  redisUrl: string;
  redisPrefix: string;
  /** A form submitted sooner than this after it appeared is taken for a robot (accepted, not stored). */
  formMinFillMs: number;
  /** Seconds a content answer may be served from memory before the database is asked again. */
  contentCacheSeconds: number;
  logLevel: string;
  /**
   * The operator's port (/metrics, /livez, /readyz; server/metrics/listener.ts): METRICS_PORT (default
   * 9464; `off` for none; 0 for any free port) on METRICS_HOST (default 127.0.0.1). Never the site's port.
   */
  metrics: { port: number | null; host: string };
  /** Where stored requests are announced, and how the delivery worker retries (server/outbox/). */
  outbox: OutboxConfig;
  /**
   * Publishing (server/publish/): the builds folder (BUILDS_DIR, default builds/ in the project) and the build
   * hook's secret (PUBLISH_HOOK_SECRET; empty: the hook refuses every call).
   */
  publish: { buildsDir: string; hookSecret: string };
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** Reads the API's configuration from the environment; every value has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.DATA_DIR ?? path.join(ROOT_DIR, 'data');
  return {
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, 'site.db')}`,
    contentDir: env.CONTENT_DIR ?? path.join(ROOT_DIR, 'content'),
    corsOrigins: list(env.CORS_ORIGINS, []),
    trustedProxies: list(env.TRUSTED_PROXIES, []),
    localIpInChina: (env.LOCAL_IP_IN_CHINA ?? 'true') !== 'false',
    bodyLimitBytes: int(env.API_BODY_LIMIT, 32 * 1024),
    rateLimit: {
      globalPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 1200),
      contactPer10Minutes: int(env.CONTACT_LIMIT_PER_10_MINUTES, 30),
      allowList: list(env.RATE_LIMIT_ALLOW, []),
    },
    sms: {
      codeTtlSeconds: int(env.SMS_CODE_TTL, 300),
      phoneCooldownSeconds: int(env.SMS_PHONE_COOLDOWN, 60),
      phonePerHour: int(env.SMS_PHONE_PER_HOUR, 5),
      ipPerHour: int(env.SMS_IP_PER_HOUR, 20),
      maxAttempts: 5,
      codeSecret: env.SMS_CODE_SECRET ?? '',
      previousCodeSecrets: list(env.SMS_CODE_SECRET_PREVIOUS, []),
      gateways: loadSmsGateways(env),
    },
    redisUrl: env.REDIS_URL ?? '',
    redisPrefix: env.REDIS_PREFIX ?? 'site-api:',
    formMinFillMs: int(env.FORM_MIN_FILL_MS, 1500),
    contentCacheSeconds: int(env.CONTENT_CACHE_SECONDS, 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    metrics: {
      port: env.METRICS_PORT === 'off' ? null : int(env.METRICS_PORT, 9464),
      host: env.METRICS_HOST || '127.0.0.1',
    },
    outbox: loadOutboxConfig(env),
    publish: {
      buildsDir: path.resolve(env.BUILDS_DIR || path.join(ROOT_DIR, 'builds')),
      hookSecret: env.PUBLISH_HOOK_SECRET ?? '',
    },
  };
}

/**
 * What a deployment that declares itself production (`NODE_ENV=production`) must set, checked before the
 * API listens: the phone codes' key outside the database (a copy of the database alone must not let
 * anyone check stolen code hashes), and every setting of the SMS providers it names. (No real SMS gateway
 * at all is allowed, loudly: sms/sms-transport.ts.) `npm start` and the tests do not declare production.
 */
export function productionProblems(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.sms.codeSecret) {
    problems.push(
      "SMS_CODE_SECRET is not set: in production the phone codes' HMAC key must come from the environment, not the database " +
        '(generate one with `openssl rand -hex 32`; to keep codes sent in the last minutes valid, set the key the database ' +
        "holds (setting 'sms_code_secret') as SMS_CODE_SECRET_PREVIOUS)",
    );
  }
  const missing = missingGatewaySettings(config.sms.gateways);
  if (missing.length) problems.push(`SMS providers are named without their settings: set ${missing.join(', ')}`);
  return problems;
}

/** Throws when `productionProblems` finds any: the process must not start half configured. */
export function assertProductionReady(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionProblems(config, env);
  if (problems.length) throw new Error(`refusing to start in production (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
}
