import { useEffect } from 'react';

export const SITE_NAME = 'Card Travel';

/** Every page names itself: "{title} | Card Travel". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
