/** The content module's public face: the site's published content and the editor that writes it. */
export { ContentEditorResolver } from './content-editor.resolver';
export { contentEditorRoutes } from './content-editor.routes';
export { ContentEditorService } from './content-editor.service';
export { ContentEntriesResolver } from './content-entries.resolver';
export { ContentEntriesService } from './content-entries.service';
export { ContentPicturesResolver } from './content-pictures.resolver';
export { contentPictureRoutes } from './content-pictures.routes';
export { ContentPictureService } from './content-pictures.service';
export {
  CONTENT_API,
  CONTENT_EDITOR_API,
  CONTENT_PICTURES_API,
  CONTENT_SCHEMAS,
} from './content.contract';
export { ContentResolver } from './content.resolver';
export { contentRoutes } from './content.routes';
export { ContentService } from './content.service';
