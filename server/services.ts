import type { ServerConfig } from './config';
import { ContentService } from './content/content-service';
import type { Db } from './db/database';
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
  content: ContentService;
  inquiries: InquiryRepository;
  feedback: FeedbackRepository;
  sms: SmsService;
  outbox: OutboxRepository;
}

export function createServices(config: ServerConfig, db: Db, smsTransport: SmsTransport, now?: () => number): Services {
  const outbox = new OutboxRepository(db, config.outbox.routes);
  return {
    config,
    db,
    content: new ContentService(new ContentRepository(db), config.contentCacheSeconds),
    // A stored request's notifications are written in its own transaction (none when no channel is set).
    inquiries: new InquiryRepository(db, outbox.routesAnything ? (trx, stored) => outbox.enqueue(trx, stored) : undefined),
    outbox,
    feedback: new FeedbackRepository(db),
    sms: new SmsService(new SmsRepository(db), smsTransport, config.sms, now),
  };
}
