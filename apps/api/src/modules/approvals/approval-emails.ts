// The approval emails: to the business's approvers when a traveler asks, and to the traveler at each outcome.
import { formatUsd } from '@portal/domain/money';
import type { Email } from '../../checkout/product-line.ts';

export type ApprovalFacts = {
  travelerName: string;
  title: string;
  confirmationCode: string;
  totalMinor: number;
  reason: string | null;
  expiresAt: Date;
};

const when = (at: Date) => at.toUTCString().replace('GMT', 'UTC');

export function approverEmail(facts: ApprovalFacts, approverName: string): Email {
  return {
    subject: `Approval needed: ${facts.travelerName}, ${facts.title}`,
    text: [
      `Hi ${approverName},`,
      '',
      `${facts.travelerName} asked to book ${facts.title} (${facts.confirmationCode}) for ${formatUsd(facts.totalMinor)}.`,
      facts.reason ? `Their reason: "${facts.reason}"` : 'They gave no reason.',
      '',
      `Approve or deny it in the admin portal (Approvals) by ${when(facts.expiresAt)}. The rooms, seats or nights`,
      'are held and the payment is authorized until then; if nobody decides, the request expires and is released.',
    ].join('\n'),
  };
}

export function requestedEmail(facts: ApprovalFacts): Email {
  return {
    subject: `Pending approval: ${facts.title} (${facts.confirmationCode})`,
    text: [
      `Your booking of ${facts.title} is pending approval by your company's travel admins.`,
      `We are holding it and your payment of ${formatUsd(facts.totalMinor)} is authorized, not charged.`,
      `You will hear from us as soon as it is approved or denied; if nobody decides by ${when(facts.expiresAt)},`,
      'the request expires, the hold is released and nothing is charged.',
    ].join('\n'),
  };
}

export function approvedEmail(facts: ApprovalFacts, comment: string | null): Email {
  return {
    subject: `Approved: ${facts.title} (${facts.confirmationCode})`,
    text: [
      `Your booking of ${facts.title} was approved.`,
      comment ? `The approver wrote: "${comment}"` : '',
      'Your payment is being captured and your confirmation follows.',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

export function deniedEmail(facts: ApprovalFacts, comment: string): Email {
  return {
    subject: `Denied: ${facts.title} (${facts.confirmationCode})`,
    text: [
      `Your booking of ${facts.title} was not approved.`,
      `The approver wrote: "${comment}"`,
      `The hold is released and the authorization of ${formatUsd(facts.totalMinor)} voided: nothing was charged.`,
    ].join('\n'),
  };
}

export function expiredEmail(facts: ApprovalFacts): Email {
  return {
    subject: `Expired: ${facts.title} (${facts.confirmationCode})`,
    text: [
      `Your booking request for ${facts.title} was not decided within 24 hours, so it expired.`,
      `The hold is released and the authorization of ${formatUsd(facts.totalMinor)} voided: nothing was charged.`,
      'You can book again at any time.',
    ].join('\n'),
  };
}

export function withdrawnEmail(facts: ApprovalFacts): Email {
  return {
    subject: `Withdrawn: ${facts.title} (${facts.confirmationCode})`,
    text: [
      `You withdrew your approval request for ${facts.title}.`,
      `The hold is released and the authorization of ${formatUsd(facts.totalMinor)} voided: nothing was charged.`,
    ].join('\n'),
  };
}
