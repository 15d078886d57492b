import { albumPageMeta, NOT_FOUND_ROBOTS } from '@lanka-tours/shared/album-seo';
import { useEffect } from 'react';
import type { AlbumPage_AlbumFragment } from '../../graphql/generated';
import { siteUrl } from '../../lib/site-url';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = element?.content ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  if (content === null) element.remove();
  else element.content = content;
  const target = element;
  return () => {
    if (previous === null) target.remove();
    else {
      target.content = previous;
      if (!target.isConnected) document.head.append(target);
    }
  };
}

/**
 * The album's title, description and preview image for the browser and link previews; the
 * page the server rendered carries the same values (shared/album-seo.ts).
 */
export function useAlbumMeta(album: AlbumPage_AlbumFragment | null | undefined): void {
  useEffect(() => {
    if (!album) return;
    const meta = albumPageMeta(
      {
        ...album,
        coverUrl: album.coverImage?.image.url,
        images: album.images.map((photo) => ({ url: photo.image.url, caption: photo.caption })),
      },
      siteUrl(),
    );
    const previousTitle = document.title;
    document.title = meta.title;
    const restore = [
      setMeta('name', 'description', meta.description),
      setMeta('property', 'og:title', meta.title),
      setMeta('property', 'og:description', meta.description),
      setMeta('property', 'og:image', meta.image),
      setMeta('property', 'og:url', meta.url),
      setMeta('property', 'og:type', 'article'),
    ];
    return () => {
      document.title = previousTitle;
      restore.reverse().forEach((undo) => undo());
    };
  }, [album]);
}

/**
 * An address without an album stays out of search results, as the server's answer (404) says.
 * Nothing to undo: the next navigation sets robots and canonical for its own page (RouteHead).
 */
export function useNotFoundMeta(notFound: boolean): void {
  useEffect(() => {
    if (!notFound) return;
    setMeta('name', 'robots', NOT_FOUND_ROBOTS);
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }, [notFound]);
}
