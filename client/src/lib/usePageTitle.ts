import { createContext, useContext, useEffect } from 'react';
import { useBrand } from '../content/useSiteContent';

/**
 * True on routes whose title the route table sets (the prerendered ones, whose <title> must stay
 * what the prerendered file says); pages of the other routes name themselves.
 */
export const RouteTitleContext = createContext(false);

export function usePageTitle(title: string): void {
  const routeSetsTitle = useContext(RouteTitleContext);
  const { name } = useBrand();
  useEffect(() => {
    if (!routeSetsTitle) document.title = `${title} | ${name}`;
  }, [title, routeSetsTitle, name]);
}
