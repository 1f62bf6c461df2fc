// What domain/images offers the rest of the server; its other files are its own. One way to take,
// store and serve an image: blog headings, announcements and material cover images use it.
export { createWithImage, imageErrors, toStoredWebp, validationError, type ImageFormSteps, type ParsedFields, type ReceivedImageForm } from './accept-image.ts';
export { isAcceptedImage } from './accepted-image.ts';
export { serveImage, type ServedImage } from './served-image.ts';
export { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, IMAGE_MIME_TYPE, WEBP_QUALITY, downscaleImage } from './webp.ts';
