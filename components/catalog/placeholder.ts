/**
 * The picture shown for a product without photos. Its own module so that the product's not-found
 * page (a client component in every product page's scripts) does not carry the photo layouts too.
 */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
