/** `?type=password` tells /link-expired that the way out is a new recovery e-mail, not a verification one. */
export const PASSWORD_LINK_EXPIRED_PATH = '/link-expired?type=password';
