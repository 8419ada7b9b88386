import type { RefObject } from 'react';
import { Icon } from '../../../components/ui/icons.tsx';

const ClockIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * Issue 15: the confirmation page of a booking held for the company's approval. The booking is held and the
 * payment authorized, not charged; the banner says what happens next.
 */
export function PendingApprovalBanner(props: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  code: string;
  email: string;
  expiresAt: string | null;
}) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl bg-amber-50 p-5 text-amber-950">
      <ClockIcon className="mt-1 size-7 shrink-0" />
      <div>
        <h1 ref={props.headingRef} tabIndex={-1} className="text-2xl font-bold outline-none md:text-3xl">
          Pending approval
        </h1>
        <p className="mt-1">
          Your company approves this booking before it is confirmed. We are holding it and your payment is
          authorized, not charged.
        </p>
        <p className="mt-1">
          We will email {props.email} as soon as an approver decides
          {props.expiresAt
            ? `; if nobody does by ${when(props.expiresAt)}, the request expires and nothing is charged`
            : ''}
          .
        </p>
        <p className="mt-1 font-semibold">Your booking reference is #{props.code}</p>
      </div>
    </div>
  );
}
