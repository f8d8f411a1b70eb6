import nodemailer from 'nodemailer';
import { siteConfig } from '../../../site.config';
import { siteSettings } from '../../../contract/site-settings';
import { announce, emailBodies, emailSubject, languageOf } from '../messages';
import { defineChannel, IDEMPOTENCY_HEADER, setting } from './channel';

/** E-mail through SMTP, to the sales address (NOTIFY_EMAIL_TO), in the request's language. */
export const email = defineChannel({
  name: 'email',
  variable: 'NOTIFY_SMTP_URL',
  settings: (env) => {
    const smtpUrl = setting(env.NOTIFY_SMTP_URL);
    if (!smtpUrl) return undefined;
    return {
      smtpUrl,
      to: setting(env.NOTIFY_EMAIL_TO) ?? siteSettings.sales.email,
      from: setting(env.NOTIFY_EMAIL_FROM) ?? `"${siteConfig.brand.zh} ${siteConfig.brand.en}" <${siteSettings.email.general}>`,
    };
  },
  create: ({ smtpUrl, to, from }, { timeoutMs }) => {
    // A small pool keeps the SMTP session open between messages instead of a handshake per request.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    const domain = new URL(`mailto:${to}`).pathname.split('@')[1] ?? 'localhost';
    return {
      async send(inquiry, signal) {
        const announcement = announce(inquiry, languageOf(inquiry));
        const { text, html } = emailBodies(announcement);
        await transport.sendMail({
          from,
          to,
          ...(inquiry.email ? { replyTo: inquiry.email } : {}),
          subject: emailSubject(announcement),
          text,
          html,
          // The same Message-ID on every try: mail systems and clients fold repeats into one.
          messageId: `<inquiry-${inquiry.ref}@${domain}>`,
          headers: { [IDEMPOTENCY_HEADER]: inquiry.ref },
          // Cancels the SMTP exchange at the delivery's time limit.
          signal,
        });
      },
      close: async () => transport.close(),
    };
  },
});
