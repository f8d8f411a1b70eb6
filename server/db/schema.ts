import type { Generated } from 'kysely';

/** One row per help folder or article: its place in the tree. Its text is in `help_text` (migration 011). */
export interface HelpNodeTable {
  id: number;
  parent_id: number | null;
  position: number;
  /** 0 folder, 1 article. */
  type: number;
  updated_at: string | null;
}

/** A help node's text in one language (a language of contract/languages.ts): one row per node and language. */
export interface HelpTextTable {
  node_id: number;
  lang: string;
  title: string;
  /** The article's body rendered to HTML; null for a folder. */
  html: string | null;
  /**
   * The Markdown the HTML was rendered from, placeholders written out and images at the API's addresses as
   * in the HTML; null for a folder, and for text stored before migration 011 until the seed runs again.
   */
  markdown: string | null;
}

/**
 * Every other piece of content, one row per item of a collection (templates, news, jobs…). `data` is the
 * item's JSON with its fields in every language; a long body is in `document_text` (migration 012).
 */
export interface DocumentTable {
  collection: string;
  id: string;
  position: number;
  data: string;
}

/** A document's body rendered to HTML in one language: one row per document and language that has one. */
export interface DocumentTextTable {
  collection: string;
  id: string;
  lang: string;
  html: string;
}

export interface InquiryTable {
  id: Generated<number>;
  /** A random reference, unique per request; pairs rows with their callers in a batched insert. */
  ref: string;
  created_at: string;
  variant: string;
  language: number;
  type: number;
  name: string | null;
  last_name: string | null;
  organization: string | null;
  job_title: string | null;
  email: string | null;
  region: string | null;
  mobile: string | null;
  message: string | null;
  sample_quantity: number | null;
  tags: string | null;
  extend: string | null;
  school: string | null;
  requirement: string | null;
  required_sample_size: number | null;
  page: string | null;
  uuid: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The X-Request-Id of the HTTP request that stored it (migration 007; null before). */
  request_id: string | null;
  /** Where the visitor came from: a JSON object of contract/attribution.ts's fields (migration 008). */
  attribution: string | null;
  /** What a sample quote is priced by: a JSON object of contract/sample-spec.ts's fields (migration 009). */
  sample_spec: string | null;
  /** The privacy notice's version the visitor agreed to with the form's box, and when (migration 010). */
  consent_version: string | null;
  consented_at: string | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  mobile: string;
  ip: string;
  /**
   * HMAC-SHA256 of the phone and the code, keyed by the server's secret (SMS_CODE_SECRET, else the
   * `setting` row): a database reader can neither use a live code nor work one out from its six digits.
   */
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used: number;
}

export interface HelpFeedbackTable {
  id: Generated<number>;
  created_at: string;
  article_id: number;
  lang: string;
  /** 1 helpful, 0 not. */
  helpful: number;
  uuid: string | null;
  ip: string | null;
  /** Who answered: `u:<visitor id>`, else `ip:<address group>`; unique per article. */
  voter: string;
}

/** Whether a delivery row still has to go out, went out, or gave up (see server/outbox/). */
export type OutboxStatus = 'pending' | 'done' | 'dead';

/**
 * A stored request whose notifications are not yet split per channel: written in the request's own
 * transaction (one row, whatever its route), removed by the delivery worker when it writes the request's
 * delivery rows (migration 005).
 */
export interface OutboxTable {
  id: Generated<number>;
  inquiry_id: number;
  /** The route's channels when the request was stored, comma-separated: "webhook,wecom,email". */
  channels: string;
  /** Epoch milliseconds. */
  created_at: number;
}

/** One notification of one stored request on one channel: its delivery state, written by the worker. */
export interface OutboxDeliveryTable {
  id: Generated<number>;
  inquiry_id: number;
  /** A channel name of server/outbox/channels.ts: webhook, wecom, dingtalk, feishu, email. */
  channel: string;
  status: OutboxStatus;
  /** Tries made so far (a claimed row counts its try before it is sent). */
  attempts: Generated<number>;
  /** Epoch milliseconds, as are the next two: when the request was stored. */
  created_at: number;
  /** When the row is due; a claimed row is pushed past its delivery's time limit, so no one else takes it. */
  next_attempt_at: number;
  delivered_at: number | null;
  last_error: string | null;
}

/** A value generated once and shared by every replica (migration 006). */
export interface SettingTable {
  name: string;
  value: string;
}

export interface Database {
  help_node: HelpNodeTable;
  help_text: HelpTextTable;
  document: DocumentTable;
  document_text: DocumentTextTable;
  inquiry: InquiryTable;
  sms_code: SmsCodeTable;
  help_feedback: HelpFeedbackTable;
  outbox: OutboxTable;
  outbox_delivery: OutboxDeliveryTable;
  setting: SettingTable;
}
