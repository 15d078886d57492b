import { useEffect } from 'react';
import { BRAND } from '../content/brand';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${BRAND.name}`;
  }, [title]);
}
