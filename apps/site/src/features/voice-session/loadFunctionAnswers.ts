/** The functions' answer schemas, loaded on the first answer to read (one chunk, zod with it). */
export const loadFunctionAnswers = () => import('./functionAnswers.ts');
