import nodemailer, { type Transporter } from 'nodemailer';

export type OutgoingEmail = { to: string; subject: string; text: string };

/** Hands one email to a mail server; rejects when the server does not accept it. */
export type EmailSender = { send: (email: OutgoingEmail) => Promise<void>; close: () => void };

export const DEFAULT_FROM = 'Card Travel <no-reply@card-travel.example>';

/** Any nodemailer transport: SMTP in production, jsonTransport or streamTransport in tests. */
export function nodemailerSender(transport: Transporter, from: string = DEFAULT_FROM): EmailSender {
  return {
    send: async (email) => {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
    close: () => transport.close(),
  };
}

/**
 * SMTP_URL as nodemailer reads it, e.g. smtp://user:pass@mail.example:587 or smtps://...:465. A `from` query
 * parameter (URL-encoded) sets the sender address; otherwise DEFAULT_FROM.
 */
export function smtpSender(smtpUrl: string): EmailSender {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  url.searchParams.delete('from');
  return nodemailerSender(nodemailer.createTransport(url.toString()), from);
}
