/** Where the site API lives (SPEC section 7): every endpoint is under this path. */
export const API_PREFIX = '/designer/v1';
