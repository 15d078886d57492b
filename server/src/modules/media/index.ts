/** The media module's public face: features store their images here and serve them from here. */
export type { ProcessedImage } from './image-processor';
export { MediaImage, toMediaImage, type StoredImage } from './media-image.type';
export { Media, MediaVariant } from './media.entity';
export { mediaRoutes } from './media.routes';
export {
  MediaService,
  type ImageRules,
  type ImageSource,
  type UploadReceiver,
} from './media.service';
export { receiveUpload } from './receive-upload';
