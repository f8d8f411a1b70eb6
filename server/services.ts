import type { ServerConfig } from './config';
import { ContentService } from './content/content-service';
import type { Db } from './db/database';
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
}

export function createServices(config: ServerConfig, db: Db, smsTransport: SmsTransport, now?: () => number): Services {
  return {
    config,
    db,
    content: new ContentService(new ContentRepository(db), config.contentCacheSeconds),
    inquiries: new InquiryRepository(db),
    feedback: new FeedbackRepository(db),
    sms: new SmsService(new SmsRepository(db), smsTransport, config.sms, now),
  };
}
