// The query string and extra headers of a named call, written as openapi-fetch writes them; loaded
// with the first call that has either, so calls with neither never load openapi-fetch.
import { createFinalURL, createQuerySerializer, mergeHeaders } from 'openapi-fetch';

/** openapi-fetch's default query serializer, made once. */
export const querySerializer = createQuerySerializer();

export { createFinalURL, mergeHeaders };
