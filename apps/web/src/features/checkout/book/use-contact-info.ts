import { useEffect, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY_CODE } from '@portal/domain/checkout';
import { usePhoneCheck } from '../../../lib/phone-check.ts';
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
  const phoneCheck = usePhoneCheck();
  useEffect(() => {
    // The saved number keeps its own country code ('+44 20 …' fills '+44' and '020 …'), in its national format.
    const saved = phoneCheck?.savedPhoneFields(phoneOnFile) ?? null;
    if (!accountEmail && !saved) return;
    setContact((c) => ({
      ...c,
      email: c.email || (accountEmail ?? ''),
      ...(c.phone || !saved ? {} : saved),
    }));
  }, [accountEmail, phoneOnFile, phoneCheck]);
  return [contact, setContact] as const;
}
