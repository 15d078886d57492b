/** The albums module's public face: the tour guides' photo albums, and their pages' heads. */
export { albumHead, findAlbum, withAlbumEntries } from './album-head';
export { ALBUM_API, ALBUM_SCHEMAS } from './album.contract';
export { AlbumImage, TourAlbum } from './album.entity';
export { AlbumResolver } from './album.resolver';
export { albumRoutes } from './album.routes';
export { AlbumService } from './album.service';
export { DEBUG_API } from './debug.contract';
export { debugRoutes } from './debug.routes';
