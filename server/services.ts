import { Redis } from 'ioredis';
import type { ServerConfig } from './config';
import { ContentService } from './content/content-service';
import type { Db } from './db/database';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from './lib/limit-store';
import { OutboxRepository } from './outbox/outbox-repository';
import { ContentRepository } from './repositories/content-repository';
import { FeedbackRepository } from './repositories/feedback-repository';
import { InquiryRepository } from './repositories/inquiry-repository';
import { SmsRepository } from './repositories/sms-repository';
import { SmsService } from './sms/sms-service';
import type { SmsTransport } from './sms/sms-transport';

export interface Services {
  config: ServerConfig;
  db: Db;
  /** The shared store of rate limits and phone-code counters when REDIS_URL is set (closed with the API). */
  redis: Redis | null;
  limits: LimitStore;
  content: ContentService;
  inquiries: InquiryRepository;
  feedback: FeedbackRepository;
  smsCodes: SmsRepository;
  sms: SmsService;
  outbox: OutboxRepository;
}

export function createServices(config: ServerConfig, db: Db, smsTransport: SmsTransport, now?: () => number): Services {
  // maxRetriesPerRequest: a Redis outage fails the requests that need it (500, logged) instead of
  // queueing them without end.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  const limits = redis ? new RedisLimitStore(redis, config.redisPrefix) : new MemoryLimitStore(now);
  const smsCodes = new SmsRepository(db);
  const outbox = new OutboxRepository(db, config.outbox.routes);
  return {
    config,
    db,
    redis,
    limits,
    content: new ContentService(new ContentRepository(db), config.contentCacheSeconds),
    // A stored request's notifications are written in its own transaction (none when no channel is set).
    inquiries: new InquiryRepository(db, outbox.routesAnything ? outbox.batchHook : undefined),
    outbox,
    feedback: new FeedbackRepository(db),
    smsCodes,
    sms: new SmsService(smsCodes, smsTransport, limits, config.sms, now),
  };
}
