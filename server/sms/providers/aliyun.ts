import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { AliyunSettings } from '../gateway-config';
import { describeError, SmsRefused, SmsUnavailable, type SmsRefusalReason } from '../sms-errors';
import type { SmsTransport } from '../transport-type';

/**
 * Alibaba Cloud SMS (阿里云短信, dysmsapi 2017-05-25 SendSms) through its official SDK, which signs
 * with ACS3-HMAC-SHA256. A refusal comes back as HTTP 200 with a `Code` other than `OK`; a request the
 * gateway cannot take (a bad signature, throttling, a server error) as an HTTP error.
 */
export class AliyunSmsTransport implements SmsTransport {
  private readonly client: Dysmsapi;

  constructor(
    private readonly settings: AliyunSettings,
    timeoutMs: number,
  ) {
    const url = new URL(settings.endpoint);
    this.client = new Dysmsapi(
      new $OpenApiUtil.Config({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        endpoint: url.host,
        protocol: url.protocol.replace(':', ''),
        connectTimeout: timeoutMs,
        readTimeout: timeoutMs,
      }),
    );
  }

  async send(mobile: string, code: string): Promise<void> {
    let body;
    try {
      ({ body } = await this.client.sendSms(
        new SendSmsRequest({
          // Mainland numbers as their 11 digits; others with their country code, without '+' (the API's rule).
          phoneNumbers: mobile.startsWith('+86') ? mobile.slice(3) : mobile.replace(/^\+/, ''),
          signName: this.settings.signName,
          templateCode: this.settings.templateCode,
          templateParam: JSON.stringify({ [this.settings.templateParam]: code }),
        }),
      ));
    } catch (error) {
      const { code: providerCode, message } = describeError(error);
      throw new SmsUnavailable('aliyun', providerCode, message);
    }
    if (body?.code === 'OK') return;
    const providerCode = body?.code ?? 'no answer';
    const reason = aliyunRefusal(providerCode, body?.message ?? '');
    if (reason) throw new SmsRefused('aliyun', reason, providerCode);
    throw new SmsUnavailable('aliyun', providerCode, body?.message ?? '');
  }
}

/**
 * The SendSms codes that decline this message (help.aliyun.com, 国内消息 API 错误码; a number that
 * refuses texts shows only in the delivery receipt, not here); any other code
 * (isp.SYSTEM_ERROR, isv.OUT_OF_SERVICE, isv.AMOUNT_NOT_ENOUGH, isp.RAM_PERMISSION_DENY…) means this
 * account cannot send now, and the next provider is tried.
 */
export function aliyunRefusal(code: string, message: string): SmsRefusalReason | undefined {
  switch (code) {
    case 'isv.MOBILE_NUMBER_ILLEGAL':
    case 'isv.MOBILE_COUNT_OVER_LIMIT':
      return 'invalidNumber';
    // The account's daily (and monthly) cap the operator set: a cost guard a second provider must not bypass.
    case 'isv.DAY_LIMIT_CONTROL':
    case 'isv.MONTH_LIMIT_CONTROL':
      return 'dailyLimit';
    // One code for the per-number limits (1 a minute, 5 an hour, 10 a day); the message says which.
    case 'isv.BUSINESS_LIMIT_CONTROL':
      if (/天级|day/i.test(message)) return 'dailyLimit';
      if (/小时级|hour/i.test(message)) return 'hourlyLimit';
      return 'frequencyLimit';
    case 'isv.SMS_TEMPLATE_ILLEGAL':
    case 'isv.SMS_SIGNATURE_ILLEGAL':
    case 'isv.SMS_SIGN_ILLEGAL':
    case 'isv.SIGN_STATE_ILLEGAL':
    case 'isv.SMS_SIGNATURE_SCENE_ILLEGAL':
    case 'isv.TEMPLATE_MISSING_PARAMETERS':
    case 'isv.INVALID_JSON_PARAM':
    case 'isv.SMS_CONTENT_ILLEGAL':
    case 'isv.BLACK_KEY_CONTROL_LIMIT':
      return 'notApproved';
    default:
      return undefined;
  }
}
