import { useEffect, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY_CODE } from '@portal/domain/checkout';
import { useSessionInfo } from '../../../lib/session-info.ts';
import { useCustomerPhone } from '../checkout-api.ts';
import type { Contact } from './traveler-step.tsx';

/**
 * The booking's contact info (spec §3). The account's email and the phone on file fill the fields once they
 * load, but never over what the user has typed.
 */
export function useContactInfo() {
  const [contact, setContact] = useState<Contact>({
    email: '',
    phone: '',
    countryCode: DEFAULT_PHONE_COUNTRY_CODE,
  });
  const accountEmail = useSessionInfo().data?.userInfo.email;
  const phoneOnFile = useCustomerPhone().data;
  useEffect(() => {
    const phone = localPhone(phoneOnFile);
    if (!accountEmail && !phone) return;
    setContact((c) => ({ ...c, email: c.email || (accountEmail ?? ''), phone: c.phone || phone }));
  }, [accountEmail, phoneOnFile]);
  return [contact, setContact] as const;
}

/** A US number on file ('+1 202-555-0143') as the local digits the phone field takes; anything else is left out. */
export function localPhone(onFile: string | null | undefined): string {
  const digits = (onFile ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length === 10 ? digits : '';
}
