import { useEffect, useState } from 'react';
import type * as Phone from '@portal/contracts/phone';

type PhoneModule = typeof Phone;

// libphonenumber-js and its metadata load after the page has shown, not with the book page's first JavaScript:
// the contact step needs them only once a number is there to check.
let loaded: PhoneModule | null = null;
let loading: Promise<PhoneModule> | null = null;

export function loadPhoneCheck(): Promise<PhoneModule> {
  loading ??= import('@portal/contracts/phone').then((m) => (loaded = m));
  return loading;
}

/** The phone checks once loaded (null until then: nothing is valid before it can be checked). */
export function usePhoneCheck(): PhoneModule | null {
  const [phone, setPhone] = useState(loaded);
  useEffect(() => {
    if (phone) return;
    let live = true;
    void loadPhoneCheck().then((m) => live && setPhone(m));
    return () => {
      live = false;
    };
  }, [phone]);
  return phone;
}
