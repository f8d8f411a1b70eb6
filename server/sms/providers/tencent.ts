import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSettings } from '../gateway-config';
import { describeError, SmsRefused, SmsUnavailable, type SmsRefusalReason } from '../sms-errors';
import type { SmsTransport } from '../transport-type';

/** Names under `.localhost` are the loopback (RFC 6761), whatever the system's resolver says. */
const loopback: LookupFunction = (_host, options, callback) => {
  if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/**
 * Tencent Cloud SMS (腾讯云短信, SendSms 2021-01-11) through its official SDK, which signs with
 * TC3-HMAC-SHA256. The SDK derives the signed service name from the endpoint's first label, so an
 * overriding endpoint keeps it: `http://sms.localhost:PORT` for a local fake.
 */
export class TencentSmsTransport implements SmsTransport {
  private readonly client: InstanceType<typeof sms.v20210111.Client>;

  constructor(
    private readonly settings: TencentSettings,
    private readonly codeTtlMinutes: number,
    timeoutMs: number,
  ) {
    const url = new URL(settings.endpoint);
    this.client = new sms.v20210111.Client({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        httpProfile: {
          endpoint: url.host,
          protocol: `${url.protocol}//`,
          reqTimeout: Math.max(1, Math.ceil(timeoutMs / 1000)),
          ...(url.hostname.endsWith('.localhost')
            ? { agent: new (url.protocol === 'https:' ? https : http).Agent({ lookup: loopback }) }
            : {}),
        },
      },
    });
  }

  async send(mobile: string, code: string): Promise<void> {
    let status;
    try {
      const answer = await this.client.SendSms({
        PhoneNumberSet: [mobile],
        SmsSdkAppId: this.settings.sdkAppId,
        SignName: this.settings.signName,
        TemplateId: this.settings.templateId,
        TemplateParamSet: this.settings.templateParams.map((p) => (p === 'code' ? code : String(this.codeTtlMinutes))),
      });
      status = answer.SendStatusSet?.[0];
    } catch (error) {
      // The request as a whole was refused (Response.Error): the same codes as a number's status.
      const { code: providerCode, message } = describeError(error);
      const reason = tencentRefusal(providerCode);
      if (reason) throw new SmsRefused('tencent', reason, providerCode);
      throw new SmsUnavailable('tencent', providerCode, message);
    }
    // A number's own result is in its SendStatus; the request succeeds whatever it says.
    if (status?.Code === 'Ok') return;
    const providerCode = status?.Code ?? 'no status';
    const reason = tencentRefusal(providerCode);
    if (reason) throw new SmsRefused('tencent', reason, providerCode);
    throw new SmsUnavailable('tencent', providerCode, status?.Message ?? '');
  }
}

/**
 * The codes that decline this message (cloud.tencent.com, 短信 API 3.0 错误码); any other one
 * (AuthFailure.*, InternalError.*, RequestLimitExceeded, an empty package…) means this account cannot
 * send now, and the next provider is tried.
 */
export function tencentRefusal(code: string): SmsRefusalReason | undefined {
  switch (code) {
    case 'InvalidParameterValue.IncorrectPhoneNumber':
    case 'FailedOperation.PhoneNumberParseFail':
    case 'UnsupportedOperation.UnsupportedRegion':
    case 'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber':
      return 'invalidNumber';
    case 'FailedOperation.PhoneNumberInBlacklist':
    case 'FailedOperation.PhoneNumberOnBlacklist':
      return 'blockedNumber';
    case 'LimitExceeded.PhoneNumberDailyLimit':
    case 'LimitExceeded.PhoneNumberSameContentDailyLimit':
    case 'LimitExceeded.DailyLimit':
    case 'LimitExceeded.AppDailyLimit':
    case 'LimitExceeded.AppGlobalDailyLimit':
    case 'LimitExceeded.AppMainlandChinaDailyLimit':
      // The application's daily caps (the last four) are cost guards the operator set: a second provider must not bypass them.
      return 'dailyLimit';
    case 'LimitExceeded.PhoneNumberOneHourLimit':
      return 'hourlyLimit';
    case 'LimitExceeded.PhoneNumberThirtySecondLimit':
    case 'LimitExceeded.DeliveryFrequencyLimit':
      return 'frequencyLimit';
    case 'FailedOperation.SignatureIncorrectOrUnapproved':
    case 'FailedOperation.TemplateIncorrectOrUnapproved':
    case 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate':
    case 'FailedOperation.MissingSignature':
    case 'FailedOperation.MissingTemplate':
    case 'FailedOperation.ContainSensitiveWord':
    case 'InvalidParameterValue.TemplateParameterFormatError':
    case 'InvalidParameterValue.TemplateParameterLengthLimit':
    case 'InvalidParameterValue.ProhibitedUseUrlInTemplateParameter':
      return 'notApproved';
    default:
      return undefined;
  }
}
