import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { phoneKeys, subjectMatcher, type DataSubject } from '../lib/data-subject';

/** Rows per table, of one person (or of the requests past the retention period). */
export interface PersonalDataCounts {
  inquiry: number;
  outbox: number;
  outbox_delivery: number;
  sms_code: number;
  help_feedback: number;
}

/** What a person's data is, row by row: found before it is shown or erased. */
export interface PersonalData {
  inquiryIds: number[];
  smsCodeIds: number[];
  feedbackIds: number[];
}

/** The tables' names in the order rows are erased (a request's notifications before the request). */
export const PERSONAL_DATA_TABLES = ['outbox_delivery', 'outbox', 'inquiry', 'sms_code', 'help_feedback'] as const;

/** Statements carry at most this many ids (SQLite's and PostgreSQL's parameter limits are far above). */
const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Every place a contact request's personal data lives, for data-subject requests and retention: the
 * request (`inquiry`: what the visitor typed, IP, user agent, visitor id, request id, attribution, consent),
 * its notification rows (`outbox`, and `outbox_delivery` with each channel's last error), the phone codes
 * sent to the person's numbers (`sms_code`: number and IP) and the 'Was this helpful?' answers given under
 * the requests' visitor ids (`help_feedback`: visitor id and IP). The notification tables are otherwise
 * the outbox repository's; erasing them with the requests, in one transaction, is this file's one job.
 * Messages are built from the stored request when they are sent, so no copy of its text waits anywhere
 * else in the database.
 */
export class PersonalDataRepository {
  constructor(private readonly db: Db) {}

  /**
   * The rows of `subject`: requests with their e-mail (any capitalisation) or phone (any spelling); the
   * phone codes of the subject's number and of the numbers on those requests; the help answers under
   * those requests' visitor ids. Matching is done here rather than in SQL, so both stores agree on it.
   */
  async find(subject: DataSubject): Promise<PersonalData> {
    const k = this.db.kysely;
    const match = subjectMatcher(subject);
    const requests = (await k.selectFrom('inquiry').select(['id', 'email', 'mobile', 'uuid']).execute()).filter(
      (r) => match.email(r.email) || match.phone(r.mobile),
    );
    const phones = new Set([
      ...(subject.phone ? phoneKeys(subject.phone) : []),
      ...requests.flatMap((r) => (r.mobile ? [...phoneKeys(r.mobile)] : [])),
    ]);
    const smsCodeIds = (await k.selectFrom('sms_code').select(['id', 'mobile']).execute())
      .filter((r) => [...phoneKeys(r.mobile)].some((key) => phones.has(key)))
      .map((r) => Number(r.id));
    const uuids = [...new Set(requests.map((r) => r.uuid).filter((u): u is string => !!u))];
    const feedbackIds: number[] = [];
    for (const part of chunks(uuids)) {
      const rows = await k.selectFrom('help_feedback').select('id').where('uuid', 'in', part).execute();
      feedbackIds.push(...rows.map((r) => Number(r.id)));
    }
    return { inquiryIds: requests.map((r) => Number(r.id)).sort((a, b) => a - b), smsCodeIds, feedbackIds };
  }

  /** The requests stored before `beforeIso`, and the phone codes created before it (retention). */
  async olderThan(beforeIso: string): Promise<PersonalData> {
    const k = this.db.kysely;
    const inquiries = await k.selectFrom('inquiry').select('id').where('created_at', '<', beforeIso).execute();
    const codes = await k.selectFrom('sms_code').select('id').where('created_at', '<', Date.parse(beforeIso)).execute();
    return { inquiryIds: inquiries.map((r) => Number(r.id)), smsCodeIds: codes.map((r) => Number(r.id)), feedbackIds: [] };
  }

  /** How many rows of each table `data` is (what an erasure would remove). */
  async count(data: PersonalData): Promise<PersonalDataCounts> {
    return this.run(data, false);
  }

  /** Erases `data` from every table in one transaction; answers the rows removed per table. */
  async erase(data: PersonalData): Promise<PersonalDataCounts> {
    return this.db.kysely.transaction().execute((trx) => this.run(data, true, trx));
  }

  private async run(data: PersonalData, erase: boolean, k: Kysely<Database> = this.db.kysely): Promise<PersonalDataCounts> {
    const counts: PersonalDataCounts = { inquiry: 0, outbox: 0, outbox_delivery: 0, sms_code: 0, help_feedback: 0 };
    const by = async (table: keyof PersonalDataCounts, column: 'id' | 'inquiry_id', ids: number[]) => {
      for (const part of chunks(ids)) {
        if (erase) {
          const result = await k.deleteFrom(table).where(column, 'in', part).executeTakeFirst();
          counts[table] += Number(result.numDeletedRows);
        } else {
          const row = await k
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .where(column, 'in', part)
            .executeTakeFirstOrThrow();
          counts[table] += Number(row.n);
        }
      }
    };
    await by('outbox_delivery', 'inquiry_id', data.inquiryIds);
    await by('outbox', 'inquiry_id', data.inquiryIds);
    await by('inquiry', 'id', data.inquiryIds);
    await by('sms_code', 'id', data.smsCodeIds);
    await by('help_feedback', 'id', data.feedbackIds);
    return counts;
  }
}
